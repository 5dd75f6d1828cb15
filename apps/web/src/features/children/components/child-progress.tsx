import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChildProgress as ChildProgressData } from '@awarequest/contracts';

/** Numbers and dates in the reader's language: Arabic-Indic digits in Arabic, as the dashboard writes them. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return i18n.language === 'ar' ? 'ar-EG' : 'en-US';
}

export const formatNumber = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { useGrouping: false }).format(value);

function ScoreLine({ label, value, color }: { label: string; value: number | null; color: string }) {
  const { t } = useTranslation('children');
  const locale = useLocale();
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {value === null
            ? t('progress.notYet')
            : `${formatNumber(value, locale)} / ${formatNumber(100, locale)}`}
        </Text>
      </Group>
      <Progress value={value ?? 0} color={color} aria-label={label} size="sm" />
    </Stack>
  );
}

/** How a child is doing: attempts, last game, awareness and risk. On its card and the parent's dashboard. */
export function ChildProgress({ progress }: { progress: ChildProgressData }) {
  const { t } = useTranslation('children');
  const locale = useLocale();
  const lastPlayed = progress.last_played_at
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(progress.last_played_at))
    : t('progress.never');
  return (
    <>
      <SimpleGrid cols={2} spacing="xs">
        <Text size="sm">
          {t('progress.finished', { number: formatNumber(progress.finished_attempts, locale) })}
        </Text>
        <Text size="sm">
          {t('progress.passed', { number: formatNumber(progress.passed_attempts, locale) })}
        </Text>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('progress.lastPlayed', { date: lastPlayed })}
      </Text>
      <ScoreLine label={t('progress.awareness')} value={progress.awareness_score} color="teal" />
      <ScoreLine label={t('progress.risk')} value={progress.risk_score} color="orange" />
    </>
  );
}

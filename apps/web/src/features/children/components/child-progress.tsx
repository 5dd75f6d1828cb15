import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChildProgress as ChildProgressData } from '@awarequest/contracts';
import { formatDate } from '../../../lib/date-format';
import { formatNumber } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';

function ScoreLine({ label, value, color }: { label: string; value: number | null; color: string }) {
  const { t } = useTranslation('children');
  const language = useLanguage();
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {value === null
            ? t('progress.notYet')
            : `${formatNumber(value, language)} / ${formatNumber(100, language)}`}
        </Text>
      </Group>
      <Progress value={value ?? 0} color={color} aria-label={label} size="sm" />
    </Stack>
  );
}

/** How a child is doing: attempts, last game, awareness and risk. On its card and the parent's dashboard. */
export function ChildProgress({ progress }: { progress: ChildProgressData }) {
  const { t } = useTranslation('children');
  const language = useLanguage();
  const lastPlayed = progress.last_played_at
    ? formatDate(progress.last_played_at, language)
    : t('progress.never');
  return (
    <>
      <SimpleGrid cols={2} spacing="xs">
        <Text size="sm">
          {t('progress.finished', { number: formatNumber(progress.finished_attempts, language) })}
        </Text>
        <Text size="sm">
          {t('progress.passed', { number: formatNumber(progress.passed_attempts, language) })}
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

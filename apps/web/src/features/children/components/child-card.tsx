import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDeviceGamepad2, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Child } from '@awarequest/contracts';
import { PlayerAvatar } from '../../../components/player-avatar';
import { RemoveChildButton } from './remove-child-button';

interface ChildCardProps {
  child: Child;
  onEdit: () => void;
  onPlay: () => void;
  isSwitching: boolean;
}

/** Numbers and dates in the reader's language: Arabic-Indic digits in Arabic, as the dashboard writes them. */
function useLocale(): string {
  const { i18n } = useTranslation();
  return i18n.language === 'ar' ? 'ar-EG' : 'en-US';
}

const formatNumber = (value: number, locale: string) =>
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

/** One child account: who it is, how it is doing, and what the parent can do with it. */
export function ChildCard({ child, onEdit, onPlay, isSwitching }: ChildCardProps) {
  const { t } = useTranslation('children');
  const locale = useLocale();
  const { progress } = child;
  const lastPlayed = progress.last_played_at
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(progress.last_played_at))
    : t('progress.never');
  return (
    <Card withBorder radius="md" padding="lg" data-testid="child-card">
      <Stack>
        <Group wrap="nowrap" align="flex-start">
          <PlayerAvatar avatar={child.avatar} size="lg" />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} size="lg" truncate>
              {child.name}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {t('card.nickname', { nickname: child.nickname })}
            </Text>
            <Group gap={6}>
              {/* A sign-in name is shown as it is typed, not in the badge's capitals. */}
              <Badge variant="light" dir="ltr" tt="none">
                {child.username}
              </Badge>
              <Badge variant="outline" color="gray">
                {t('card.born', { year: formatNumber(child.birth_year, locale) })}
              </Badge>
            </Group>
          </Stack>
        </Group>
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
        <Group justify="space-between" gap="xs">
          <Button
            leftSection={<IconDeviceGamepad2 size={18} aria-hidden />}
            onClick={onPlay}
            loading={isSwitching}
            aria-label={t('actions.playAsNamed', { name: child.name })}
          >
            {t('actions.playAs')}
          </Button>
          <Group gap={4}>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPencil size={16} aria-hidden />}
              aria-label={t('actions.editNamed', { name: child.name })}
              onClick={onEdit}
            >
              {t('actions.edit')}
            </Button>
            <RemoveChildButton child={child} />
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

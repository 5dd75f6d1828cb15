import { Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RankEntry } from '@awarequest/contracts';
import { PlayerAvatar } from '../../../components/player-avatar';
import { formatNumber } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';

interface RankingListProps {
  ranking: RankEntry[];
  label: string;
  /** The player looking at it, highlighted. */
  meId?: string;
}

/** Ranks, nicknames, avatars, correct answers and scores, as an ordered list; rank and points read as words. */
export function RankingList({ ranking, label, meId }: RankingListProps) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  return (
    <Stack component="ol" gap={6} p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {ranking.map((entry) => (
        <Paper
          component="li"
          key={entry.player_id}
          withBorder
          radius="md"
          px="sm"
          py={6}
          bg={entry.player_id === meId ? 'var(--mantine-primary-color-light)' : undefined}
          data-testid="rank-row"
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Text fw={800} miw={28} ta="center" dir="ltr" data-testid="rank-number">
                <VisuallyHidden>{t('ranking.rank', { rank: entry.rank })}</VisuallyHidden>
                <span aria-hidden>{formatNumber(entry.rank, language)}</span>
              </Text>
              <PlayerAvatar avatar={entry.avatar} size="sm" />
              <Text fw={600} truncate dir="auto">
                {entry.nickname}
              </Text>
            </Group>
            <Group gap="md" wrap="nowrap">
              <Text size="sm" c="dimmed" visibleFrom="xs">
                {t('ranking.correct', { count: entry.correct })}
              </Text>
              <Text fw={800} dir="ltr" data-testid="rank-score">
                <VisuallyHidden>{t('ranking.points', { score: entry.score })}</VisuallyHidden>
                <span aria-hidden>{formatNumber(entry.score, language)}</span>
              </Text>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

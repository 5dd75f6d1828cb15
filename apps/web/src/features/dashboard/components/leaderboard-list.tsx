import { Badge, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LeaderboardEntry } from '@awarequest/contracts';
import { PlayerAvatar } from '../../../components/player-avatar';
import { useLanguage } from '../../../lib/use-language';
import { formatNumber } from '../model/format';

/** Ranked players with their points; anonymous players have a label, the reader's row stands out. */
export function LeaderboardList({ entries, label }: { entries: LeaderboardEntry[]; label: string }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  return (
    <Stack component="ol" gap={6} p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {entries.map((entry, index) => {
        const name = entry.name ?? t('leaderboard.anonymousPlayer');
        return (
          <Paper
            component="li"
            key={`${entry.rank}-${index}`}
            withBorder
            radius="md"
            px="sm"
            py={6}
            bg={entry.is_me ? 'var(--mantine-primary-color-light)' : undefined}
            aria-current={entry.is_me ? 'true' : undefined}
            data-leaderboard-row
            data-me={entry.is_me || undefined}
            data-anonymous={entry.name === null || undefined}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: 1 }}>
                {/* The rank said in words to a screen reader, shown as a number: a paragraph may not carry a name. */}
                <Text fw={800} miw={28} ta="center">
                  <VisuallyHidden>{t('leaderboard.rank', { rank: entry.rank })}</VisuallyHidden>
                  <bdi aria-hidden>{formatNumber(entry.rank, language)}</bdi>
                </Text>
                {entry.name === null ? (
                  <IconUserQuestion size={28} aria-hidden stroke={1.6} />
                ) : (
                  <PlayerAvatar avatar={entry.avatar ?? ''} size="sm" />
                )}
                {/* Whole names wrap rather than end in an ellipsis; dir="auto" lets a
                    Latin name in an Arabic list keep its own direction. */}
                <Text
                  fw={600}
                  dir="auto"
                  fs={entry.name === null ? 'italic' : undefined}
                  style={{ overflowWrap: 'anywhere' }}
                  data-name
                >
                  {name}
                </Text>
                {entry.is_me && (
                  <Badge size="sm" variant="filled" style={{ flexShrink: 0 }}>
                    {t('leaderboard.you')}
                  </Badge>
                )}
              </Group>
              <Text fw={800} size="sm" style={{ whiteSpace: 'nowrap' }} data-points>
                {t('leaderboard.points', { points: formatNumber(entry.points, language) })}
              </Text>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

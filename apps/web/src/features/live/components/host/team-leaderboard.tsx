import { Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeamRankEntry } from '@awarequest/contracts';
import { formatNumber } from '../../../../lib/number-format';
import { useLanguage } from '../../../../lib/use-language';
import { teamLabel } from '../team-label';

/** The teams between questions: rank, name, players and points (the sum of per-question averages). */
export function TeamLeaderboard({ teams }: { teams: TeamRankEntry[] }) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  return (
    <Stack gap="sm" data-testid="team-leaderboard">
      <Title order={2} size="h3" id="team-leaderboard-title">
        {t('teams.leaderboard')}
      </Title>
      <Stack
        component="ol"
        gap={6}
        p={0}
        m={0}
        aria-labelledby="team-leaderboard-title"
        style={{ listStyle: 'none' }}
      >
        {teams.map((team) => (
          <Paper component="li" key={team.id} withBorder radius="md" px="sm" py={6} data-testid="team-row">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Text component="span" fw={800} w={28} ta="center">
                  <VisuallyHidden>{t('ranking.rank', { rank: team.rank })}</VisuallyHidden>
                  <span aria-hidden>{formatNumber(team.rank, language)}</span>
                </Text>
                <Stack gap={0} miw={0}>
                  <Text component="span" fw={700} style={{ overflowWrap: 'anywhere' }} dir="auto">
                    {teamLabel(t, team)}
                  </Text>
                  <Text component="span" size="xs" c="dimmed">
                    {t('teams.members', { count: team.members })}
                  </Text>
                </Stack>
              </Group>
              <Text component="span" fw={800}>
                <VisuallyHidden>{t('teams.teamScore', { score: team.score })}</VisuallyHidden>
                <span aria-hidden>{formatNumber(team.score, language)}</span>
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

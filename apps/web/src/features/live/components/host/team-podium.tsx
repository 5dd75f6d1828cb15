import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TeamRankEntry } from '@awarequest/contracts';
import { formatNumber } from '../../../../lib/number-format';
import { useLanguage } from '../../../../lib/use-language';
import classes from '../podium.module.css';
import { teamLabel } from '../team-label';

/** The top three teams on a podium (the players' podium's steps); first, second, third in reading order. */
export function TeamPodium({ teams }: { teams: TeamRankEntry[] }) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const top = teams.filter((team) => team.rank <= 3).slice(0, 3);
  if (top.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="team-podium">
      <Title order={2} size="h3" ta="center" id="team-podium-title">
        {t('teams.podium')}
      </Title>
      <ol className={classes.podium} aria-labelledby="team-podium-title">
        {top.map((team) => (
          <li key={team.id} className={classes.place} data-rank={team.rank}>
            {team.rank === 1 && <IconCrown size={28} color="var(--mantine-color-yellow-6)" aria-hidden />}
            <span className={classes.nickname} dir="auto">
              {teamLabel(t, team)}
            </span>
            <Text size="sm" c="dimmed">
              {t('teams.members', { count: team.members })}
            </Text>
            <Text size="sm">
              <VisuallyHidden>{t('teams.teamScore', { score: team.score })}</VisuallyHidden>
              <span aria-hidden>{formatNumber(team.score, language)}</span>
            </Text>
            <div className={classes.step}>
              <Text component="span" fw={800} fz="xl" c="inherit">
                <VisuallyHidden>{t('ranking.rank', { rank: team.rank })}</VisuallyHidden>
                <span aria-hidden>{formatNumber(team.rank, language)}</span>
              </Text>
            </div>
          </li>
        ))}
      </ol>
    </Stack>
  );
}

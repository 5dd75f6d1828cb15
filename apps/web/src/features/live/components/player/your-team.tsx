import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@awarequest/contracts';
import { teamLabel } from '../team-label';
import classes from './your-team.module.css';

/**
 * The player's team and its standing, under their own score (teams on). Plain React: the
 * player's screens are being made Mantine-free. The rank shows once a question has closed.
 */
export function YourTeam({ view }: { view: Pick<PlayerView, 'team' | 'closed'> }) {
  const { t } = useTranslation('live');
  const { team } = view;
  if (!team) return null;
  const count = view.closed?.teams?.length ?? 0;
  return (
    <p className={classes.team} data-testid="your-team">
      <span className={classes.name} dir="auto">
        {t('teams.yourTeamLine', { team: teamLabel(t, team) })}
      </span>
      {team.rank > 0 && count > 0 && (
        <span className={classes.standing}>{t('teams.teamRank', { rank: team.rank, count })}</span>
      )}
      <span className={classes.standing}>{t('teams.teamScore', { score: team.score })}</span>
    </p>
  );
}

import type { TFunction } from 'i18next';
import type { Team } from '@awarequest/contracts';

/** A team's name as screens show it: a department as typed, "Team A", or "No department". */
export function teamLabel(t: TFunction<'live'>, team: Pick<Team, 'kind' | 'name'>): string {
  if (team.kind === 'department') return team.name;
  if (team.kind === 'no_department') return t('teams.noDepartment');
  return t('teams.name', { name: team.name });
}

import type {
  Ack,
  HostView,
  SessionSettings,
  TeamAssignPayload,
  TeamsSetupPayload,
} from '@awarequest/contracts';
import type { HostSession } from './host-session';
import { sendWhenReady } from './live-session';

/** The host's team setup in the lobby (docs/domain.md "Teams (live)"). */

export function sendTeamsSetup(session: HostSession, setup: TeamsSetupPayload): Promise<Ack<null>> {
  return sendWhenReady(session, 'host:teams', setup);
}

export function sendTeamAssign(session: HostSession, assign: TeamAssignPayload): Promise<Ack<null>> {
  return sendWhenReady(session, 'host:team-assign', assign);
}

/**
 * The team setup changed on the server: the settings, and a player's team. The lobby's teams of
 * a host-assigned game are its letters, with the members counted from the players.
 */
export function applyTeamsChanged(
  view: HostView,
  settings: SessionSettings,
  assigned: { player_id: string; team: string | null } | null,
): HostView {
  const players = assigned
    ? view.players.map((player) =>
        player.id === assigned.player_id ? { ...player, team: assigned.team } : player,
      )
    : view.players;
  return { ...view, settings, players, teams: lobbyTeams(settings, players) };
}

const LETTERS = 'ABCDEFGHIJKL';

/** The teams a host assigns to in the lobby, as the server lists them; null in other modes. */
export function lobbyTeams(settings: SessionSettings, players: HostView['players']): HostView['teams'] {
  if (settings.team_mode !== 'host') return null;
  return Array.from(LETTERS.slice(0, settings.team_count), (letter) => ({
    id: letter,
    kind: 'lettered' as const,
    name: letter,
    rank: 1,
    score: 0,
    members: players.filter((player) => player.team === letter).length,
  }));
}

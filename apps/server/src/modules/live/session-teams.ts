import type { SessionSettings, TeamsSetupPayload } from '@awarequest/contracts';
import { teamsSetupSchema } from '@awarequest/contracts';
import type { Outcome } from './session-engine.js';
import { formTeams, lobbyTeams, seedOf, teamModeOf } from './live-teams.js';
import type { LiveEvent, PlayerRecord, SessionCore } from './session-model.js';

/**
 * The team transitions of the live game, pure (rules in live-teams.ts): the host sets the
 * team mode or puts a player in a team in the lobby, and the start forms the teams.
 */

interface Transition {
  core: SessionCore;
  events: LiveEvent[];
}

const bumped = (core: SessionCore, changes: Partial<SessionCore>, now: number): SessionCore => ({
  ...core,
  ...changes,
  version: core.version + 1,
  updatedAt: now,
});

/** The host's team mode, size and count, in the lobby only (teams form at the start). */
export function setTeamMode(core: SessionCore, setup: TeamsSetupPayload, now: number): Outcome<Transition> {
  if (core.phase !== 'lobby') return { ok: false, code: 'SESSION_WRONG_PHASE' };
  const settings: SessionSettings = { ...core.settings, ...teamsSetupSchema.parse(setup) };
  const next = bumped(core, { settings }, now);
  return { ok: true, core: next, events: [{ type: 'teams', settings, assigned: null }] };
}

/** The host puts a player in one of the lobby's teams (team mode "host"). */
export function assignTeam(
  core: SessionCore,
  player: PlayerRecord | undefined,
  teamId: string,
  now: number,
): Outcome<Transition & { player: PlayerRecord }> {
  if (!player) return { ok: false, code: 'NOT_IN_SESSION', field: 'player_id' };
  if (core.phase !== 'lobby' || teamModeOf(core.settings) !== 'host')
    return { ok: false, code: 'SESSION_WRONG_PHASE' };
  if (!lobbyTeams(core.settings)?.some((team) => team.id === teamId))
    return { ok: false, code: 'TEAM_NOT_FOUND', field: 'team_id' };
  const assigned = { ...player, team: teamId };
  // The version moves, so a start that read the players before this retries with it.
  const next = bumped(core, {}, now);
  return {
    ok: true,
    core: next,
    player: assigned,
    events: [{ type: 'teams', settings: core.settings, assigned }],
  };
}

/**
 * The teams at the start (after `startSession`): every player in one team, the standings at 0.
 * Random teams are drawn from a seed of the session and round, so the engine needs no random source.
 */
export function formStartTeams(
  started: SessionCore,
  players: readonly PlayerRecord[],
): { core: SessionCore; players: PlayerRecord[] } | null {
  const formed = formTeams(started.settings, players, seedOf(`${started.id}:${started.round}`));
  if (!formed) return null;
  return { core: { ...started, teams: formed.teams }, players: formed.players };
}

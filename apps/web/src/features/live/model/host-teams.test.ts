import { describe, expect, it } from 'vitest';
import { sessionSettingsSchema, type HostView } from '@awarequest/contracts';
import { applyTeamsChanged } from './host-teams';
import { applyResult, playerGameOf } from './player-view';
import { view as playerView } from './player-view.fixtures';

const view = {
  settings: sessionSettingsSchema.parse({}),
  players: [
    { id: 'a', nickname: 'a', avatar: 'cat', connected: true, score: 0 },
    { id: 'b', nickname: 'b', avatar: 'dog', connected: false, score: 0 },
  ],
  teams: null,
} as unknown as HostView;

describe('teams on the host screen as facts arrive', () => {
  it('follows a new team mode: the lobby teams of a host assignment, none otherwise', () => {
    const hosted = applyTeamsChanged(
      view,
      sessionSettingsSchema.parse({ team_mode: 'host', team_count: 3 }),
      null,
    );
    expect(hosted.teams?.map((team) => [team.id, team.members])).toEqual([
      ['A', 0],
      ['B', 0],
      ['C', 0],
    ]);
    const random = applyTeamsChanged(hosted, sessionSettingsSchema.parse({ team_mode: 'random' }), null);
    expect(random.teams).toBeNull();
    expect(random.settings.team_mode).toBe('random');
  });

  it("moves a player the host assigned, and counts the team's members", () => {
    const settings = sessionSettingsSchema.parse({ team_mode: 'host' });
    const assigned = applyTeamsChanged(view, settings, { player_id: 'b', team: 'B' });
    expect(assigned.players.map((player) => [player.id, player.team ?? null, player.connected])).toEqual([
      ['a', null, true],
      ['b', 'B', false],
    ]);
    expect(assigned.teams?.map((team) => team.members)).toEqual([0, 1]);
  });
});

describe("the player's team as results arrive", () => {
  it('takes the team standing of each result, and keeps it when a result has none', () => {
    const team = { id: 'A', kind: 'lettered' as const, name: 'A', rank: 2, score: 700, members: 3 };
    const result = {
      index: 0,
      answered: true,
      is_correct: true,
      points: 900,
      score: 900,
      streak: 1,
      rank: 1,
      players: 3,
    };
    const game = applyResult(playerGameOf(playerView), { ...result, team });
    expect(game.view.team).toEqual(team);
    expect(applyResult(game, result).view.team).toEqual(team);
  });
});

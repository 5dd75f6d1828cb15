import { describe, expect, it } from 'vitest';
import { GET_READY_SECONDS } from '@awarequest/contracts';
import { join, seat, sessionOf } from './session-engine.fixtures.js';
import type { AnswerRecord, PlayerRecord } from './session-model.js';
import { apply, slicesFor, type Applied, type LiveCommand, type SessionState } from './session-reducer.js';
import { playerView } from './session-views.js';

const READY_MS = GET_READY_SECONDS * 1000;

function applied(state: SessionState, command: LiveCommand, now: number): Applied {
  const outcome = apply(state, command, now);
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
  return outcome;
}

function commitOf(result: Applied) {
  if (result.write?.kind !== 'commit') throw new Error(`no commit: ${result.write?.kind ?? 'none'}`);
  return result.write.change;
}

/** A lobby of host-assigned teams with `count` players seated. */
function hostLobby(count: number) {
  const { core: created, def } = sessionOf({ reading_seconds: 0, answer_seconds: 20 });
  const counts = { players: count, extended: 0 };
  const set = applied(
    { core: created, def, counts },
    { type: 'teams', setup: { team_mode: 'host', team_count: 2 } },
    10,
  );
  const core = commitOf(set).core;
  const players = Array.from({ length: count }, () => join(core));
  return { core, def, counts, players, set };
}

function assign(state: SessionState, player: PlayerRecord, teamId: string) {
  const result = applied({ ...state, player }, { type: 'assign', playerId: player.id, teamId }, 20);
  const change = commitOf(result);
  return { core: change.core, player: change.players?.[0] as PlayerRecord };
}

describe('the team commands', () => {
  it('sets the team mode in the lobby and tells the host', () => {
    const { core, set } = hostLobby(0);
    expect(core.settings).toMatchObject({ team_mode: 'host', team_count: 2, team_size: 4 });
    expect(set.events).toEqual([{ type: 'teams', settings: core.settings, assigned: null }]);
  });

  it('refuses a team mode once the game started, and a team the mode does not have', () => {
    const { core, def, counts, players } = hostLobby(2);
    const started = commitOf(applied({ core, def, counts, players }, { type: 'start' }, 100)).core;
    const late = apply(
      { core: started, def, counts },
      { type: 'teams', setup: { team_mode: 'random' } },
      200,
    );
    expect(late).toMatchObject({ ok: false, code: 'SESSION_WRONG_PHASE' });
    const player = players[0] as PlayerRecord;
    const unknown = apply(
      { core, def, counts, player },
      { type: 'assign', playerId: player.id, teamId: 'Z' },
      20,
    );
    expect(unknown).toMatchObject({ ok: false, code: 'TEAM_NOT_FOUND', field: 'team_id' });
  });

  it('reads every player at a start with teams on, and only then', () => {
    const { core } = hostLobby(0);
    expect(slicesFor({ type: 'start' }, core, 0)).toEqual({ players: true, answers: false });
    expect(slicesFor({ type: 'start' }, sessionOf().core, 0)).toEqual({ players: false, answers: false });
  });
});

describe('a game of teams', () => {
  /** Team A: p1 alone; team B: p2 and p3 (host-assigned), started and first question open. */
  function openGame() {
    const lobby = hostLobby(3);
    const [p1, p2, p3] = lobby.players as [PlayerRecord, PlayerRecord, PlayerRecord];
    let core = lobby.core;
    const players: PlayerRecord[] = [];
    for (const [player, team] of [
      [p1, 'A'],
      [p2, 'B'],
      [p3, 'B'],
    ] as const) {
      const assigned = assign({ core, def: lobby.def, counts: lobby.counts }, player, team);
      core = assigned.core;
      players.push(assigned.player);
    }
    const start = commitOf(
      applied({ core, def: lobby.def, counts: lobby.counts, players }, { type: 'start' }, 1000),
    );
    const opensAt = 1000 + READY_MS;
    const open = commitOf(
      applied({ core: start.core, def: lobby.def, counts: lobby.counts }, { type: 'step' }, opensAt),
    );
    return { core: open.core, def: lobby.def, counts: lobby.counts, players: start.players ?? [], opensAt };
  }

  it('keeps the host assignment at the start', () => {
    const { core, players } = openGame();
    expect(core.teams?.map((team) => [team.id, team.score])).toEqual([
      ['A', 0],
      ['B', 0],
    ]);
    expect(players.map((player) => player.team)).toEqual(['A', 'B', 'B']);
  });

  it('scores each team by the mean of its members who played, and tells everyone', () => {
    const { core, def, counts, players, opensAt } = openGame();
    // p1 (A) and p2 (B) answer right at once; p3 (B) does not answer.
    const answers = new Map<string, AnswerRecord>([
      [players[0]?.id ?? '', { keys: ['a'], at: opensAt }],
      [players[1]?.id ?? '', { keys: ['a'], at: opensAt }],
    ]);
    const closed = applied({ core, def, counts, players, answers }, { type: 'next' }, opensAt + 5000);
    const change = commitOf(closed);
    expect(change.core.teams?.map((team) => [team.id, team.score])).toEqual([
      ['A', 1000],
      ['B', 500],
    ]);
    expect(change.core.closed?.teams?.map((team) => [team.id, team.rank, team.score, team.members])).toEqual([
      ['A', 1, 1000, 1],
      ['B', 2, 500, 2],
    ]);
    const p3 = change.players?.find((player) => player.id === players[2]?.id);
    expect(p3?.result).toMatchObject({ points: 0, team: { id: 'B', rank: 2, score: 500 } });
    const view = playerView({
      core: change.core,
      def,
      counts,
      player: p3 as PlayerRecord,
      connected: true,
      myAnswer: null,
      now: opensAt + 5000,
    });
    expect(view.team).toMatchObject({ id: 'B', rank: 2, score: 500 });
  });

  it('ranks the teams at the end and forgets them at a reset', () => {
    const { core, def, counts, players } = openGame();
    const ended = applied({ core, def, counts, players, answers: new Map() }, { type: 'end' }, 9000);
    const endEvent = ended.events.find((event) => event.type === 'ended');
    expect(endEvent).toMatchObject({
      teams: [
        { id: 'A', rank: 1, score: 0 },
        { id: 'B', rank: 1, score: 0 },
      ],
    });
    const endedCore = commitOf(ended).core;
    const reset = commitOf(applied({ core: endedCore, def, counts, players }, { type: 'reset' }, 9500));
    expect(reset.core.teams).toBeNull();
  });

  it('puts a late joiner in a team without reading the others', () => {
    const { core, counts } = openGame();
    const joined = applied({ core, def: sessionOf().def, counts }, { type: 'join', seat: seat() }, 8000);
    expect(joined.state.player?.team).toBe('B');
  });
});

describe('default avatars', () => {
  it('gives a player who picks none the least used avatar', () => {
    const { core, def } = sessionOf();
    const counts = { players: 3, extended: 0, avatars: { cat: 2, dog: 1 } };
    const joined = applied({ core, def, counts }, { type: 'join', seat: seat({ avatar: 'auto' }) }, 10);
    expect(joined.state.player?.avatar).toBe('fish');
    const picked = applied({ core, def, counts }, { type: 'join', seat: seat({ avatar: 'cat' }) }, 10);
    expect(picked.state.player?.avatar).toBe('cat');
  });
});

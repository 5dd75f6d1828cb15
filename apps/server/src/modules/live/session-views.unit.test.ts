import { describe, expect, it } from 'vitest';
import { GET_READY_SECONDS } from '@awarequest/contracts';
import { closeQuestion, openQuestion, startSession } from './session-engine.js';
import { join, sessionOf } from './session-engine.fixtures.js';
import { hostView, playerView } from './session-views.js';

/** What the host and the players see of a session, drawn from its state. */

function revealWithLateJoiner() {
  const { core: lobby, def } = sessionOf({ reading_seconds: 0, late_join: true });
  const [amal, badr] = [join(lobby, { nickname: 'Amal' }), join(lobby, { nickname: 'Badr' })];
  const counts = { players: 2, extended: 0 };
  const ready = startSession(lobby, counts, 0);
  if (!ready.ok) throw new Error(ready.code);
  const open = openQuestion(ready.core, counts, GET_READY_SECONDS * 1000);
  if (!open.ok) throw new Error(open.code);
  const answers = new Map([[amal.id, { keys: ['a'], at: open.core.opensAt ?? 0 }]]);
  const closed = closeQuestion(open.core, [amal, badr], answers, def.questions[0], 20_000);
  if (!closed.ok) throw new Error(closed.code);
  // Late joiners arrive after the close: they have no rank stored until the next close.
  const late = [
    join(closed.core, { nickname: 'Late' }, 21_000),
    join(closed.core, { nickname: 'Later' }, 22_000),
  ];
  return { core: closed.core, def, players: [...closed.players, ...late], late };
}

describe('the host’s ranking', () => {
  // Regression: a host who reloaded during a reveal saw late joiners ranked 0.
  it('ranks every player 1..N, late joiners included', () => {
    const { core, def, players } = revealWithLateJoiner();
    const view = hostView({
      core,
      def,
      counts: { players: players.length, extended: 0 },
      players,
      isConnected: () => true,
      answered: 0,
      now: 23_000,
    });
    const ranks = view.ranking?.map((entry) => entry.rank) ?? [];
    expect([...ranks].sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    expect(view.ranking?.[0]).toMatchObject({ nickname: 'Amal', rank: 1 });
    expect(view.ranking?.every((entry) => entry.score >= 0)).toBe(true);
  });
});

describe('a late joiner’s view in a reveal', () => {
  it('has no result for the question they did not play, and a score of 0', () => {
    const { core, def, players, late } = revealWithLateJoiner();
    const view = playerView({
      core,
      def,
      counts: { players: players.length, extended: 0 },
      player: late[0]!,
      connected: true,
      myAnswer: null,
      now: 23_000,
    });
    expect(view.result).toBeNull();
    expect(view.player.score).toBe(0);
    expect(view.question).toBeNull();
  });
});

describe('the host’s answer count during a question', () => {
  it('counts only the players who may answer it: a late joiner waits for the next one', () => {
    const { core: lobby, def } = sessionOf({ reading_seconds: 0, late_join: true });
    const players = [join(lobby), join(lobby)];
    const counts = { players: 2, extended: 0 };
    const ready = startSession(lobby, counts, 0);
    if (!ready.ok) throw new Error(ready.code);
    const open = openQuestion(ready.core, counts, GET_READY_SECONDS * 1000);
    if (!open.ok) throw new Error(open.code);
    const late = join(open.core, { nickname: 'Late' }, 5000);
    const view = hostView({
      core: open.core,
      def,
      counts: { players: 3, extended: 0 },
      players: [...players, late],
      isConnected: () => true,
      answered: 1,
      now: 6000,
    });
    expect(view).toMatchObject({ phase: 'question', players_count: 3, eligible: 2, answered: 1 });
    const closed = closeQuestion(open.core, [...players, late], new Map(), def.questions[0], 30_000);
    if (!closed.ok) throw new Error(closed.code);
    const reveal = hostView({
      ...{ core: closed.core, def },
      counts: { players: 3, extended: 0 },
      players: closed.players,
      isConnected: () => true,
      answered: 0,
      now: 31_000,
    });
    expect(reveal.eligible).toBeNull();
  });
});

describe('get ready', () => {
  it('gives each player the coming question and its window, never the solution', () => {
    const { core: lobby, def } = sessionOf({
      reading_seconds: 2,
      answer_seconds: 20,
      extended_time_percent: 50,
    });
    const [amal, slow] = [
      join(lobby, { nickname: 'Amal' }),
      join(lobby, { nickname: 'Slow', extendedTime: true }),
    ];
    const counts = { players: 2, extended: 1 };
    const ready = startSession(lobby, counts, 1000);
    if (!ready.ok) throw new Error(ready.code);
    const viewOf = (player: typeof amal) =>
      playerView({ core: ready.core, def, counts, player, connected: true, myAnswer: null, now: 1000 });
    const opensAt = 1000 + GET_READY_SECONDS * 1000 + 2000;
    const view = viewOf(amal);
    expect(view).toMatchObject({ phase: 'get_ready', phase_ends_at: 1000 + GET_READY_SECONDS * 1000 });
    expect(view.question).toMatchObject({ index: 0, opens_at: opensAt, closes_at: opensAt + 20_000 });
    expect(view.question?.text).toEqual(def.questions[0]?.text);
    expect(viewOf(slow).question?.closes_at).toBe(opensAt + 30_000);
    expect(JSON.stringify(view)).not.toContain('correct');
    expect(view.closed).toBeNull();
  });
});

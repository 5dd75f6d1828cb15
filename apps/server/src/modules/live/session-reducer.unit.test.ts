import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_PLAYERS, GET_READY_SECONDS, type AnswerInput } from '@awarequest/contracts';
import {
  join,
  orderingQuestion,
  pollQuestion,
  seat,
  sessionOf,
  sliderQuestion,
  typedQuestion,
} from './session-engine.fixtures.js';
import type { AnswerRecord, LiveQuestionDef, PlayerRecord } from './session-model.js';
import { apply, slicesFor, type Applied, type LiveCommand, type SessionState } from './session-reducer.js';

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

/** A lobby with two seated players, as the store would hold it. */
function lobby(settings = {}) {
  const { core, def } = sessionOf({ reading_seconds: 0, answer_seconds: 20, ...settings });
  const players = [join(core), join(core)];
  return { core, def, players, counts: { players: 2, extended: 0 } };
}

/** The same session with its first question open since `opensAt`. */
function atQuestion() {
  const { core, def, players, counts } = lobby();
  const ready = commitOf(applied({ core, def, counts }, { type: 'start' }, 1000)).core;
  const opensAt = 1000 + READY_MS;
  const open = commitOf(applied({ core: ready, def, counts }, { type: 'step' }, opensAt)).core;
  return { core: open, def, players, counts, opensAt };
}

describe('the slices a command reads', () => {
  it('reads every player only to close, end or reset, and answers only for an open question', () => {
    const { core } = lobby();
    const open = atQuestion().core;
    expect(
      slicesFor(
        { type: 'answer', playerId: 'p', payload: { question_index: 0, choice_keys: ['a'] } },
        open,
        0,
      ),
    ).toEqual({ players: false, answers: false });
    expect(slicesFor({ type: 'join', seat: seat() }, core, 0)).toEqual({ players: false, answers: false });
    expect(slicesFor({ type: 'next' }, open, 0)).toEqual({ players: true, answers: true });
    expect(slicesFor({ type: 'end' }, open, 0)).toEqual({ players: true, answers: true });
    expect(slicesFor({ type: 'end' }, core, 0)).toEqual({ players: true, answers: false });
    expect(slicesFor({ type: 'reset' }, core, 0)).toEqual({ players: true, answers: false });
    // The clock's step reads them only once the question's window is over.
    expect(slicesFor({ type: 'step' }, open, open.opensAt ?? 0)).toEqual({ players: false, answers: false });
    expect(slicesFor({ type: 'step' }, open, open.phaseEndsAt ?? 0)).toEqual({
      players: true,
      answers: true,
    });
    const early = { type: 'step', early: { round: open.round, index: open.index } } as const;
    expect(slicesFor(early, open, 0)).toEqual({ players: true, answers: true });
  });

  it('refuses to decide without a slice it needs', () => {
    const { core, def, counts } = atQuestion();
    expect(() => apply({ core, def, counts }, { type: 'next' }, 0)).toThrow(/slice was not read/);
  });
});

describe('apply', () => {
  it('seats a player with a version check, and counts them', () => {
    const { core, def, counts } = lobby();
    const result = applied({ core, def, counts }, { type: 'join', seat: seat() }, 5);
    expect(result.write).toMatchObject({ kind: 'seat', seats: DEFAULT_MAX_PLAYERS });
    expect(result.state.counts).toEqual({ players: 3, extended: 0 });
    expect(result.events.map((event) => event.type)).toEqual(['player', 'seats']);
  });

  it('takes an answer as a write of its own, without touching the core', () => {
    const { core, def, counts, players, opensAt } = atQuestion();
    const player = players[0] as PlayerRecord;
    const command: LiveCommand = {
      type: 'answer',
      playerId: player.id,
      payload: { question_index: 0, choice_keys: ['a'] },
    };
    const result = applied({ core, def, counts, player }, command, opensAt + 10);
    expect(result.write).toEqual({
      kind: 'answer',
      question: { round: core.round, index: 0 },
      playerId: player.id,
      answer: { keys: ['a'], at: opensAt + 10 },
    });
    expect(result.state.core).toBe(core);
    expect(apply({ core, def, counts }, command, opensAt + 10)).toMatchObject({
      ok: false,
      code: 'NOT_IN_SESSION',
    });
  });

  it('closes the open question on "next", guarded by the answers it read', () => {
    const { core, def, counts, players, opensAt } = atQuestion();
    const answers = new Map<string, AnswerRecord>([
      [(players[0] as PlayerRecord).id, { keys: ['a'], at: opensAt }],
    ]);
    const result = applied({ core, def, counts, players, answers }, { type: 'next' }, opensAt + 5);
    const change = commitOf(result);
    expect(change.core.phase).toBe('reveal');
    expect(change.answersGuard).toEqual({ round: core.round, index: 0, count: 1 });
    expect(change.players).toHaveLength(2);
    const closed = result.events[0];
    expect(closed).toMatchObject({ type: 'closed', players: change.players });
    expect(result.events[1]).toEqual({ type: 'state', core: change.core });
  });

  it('leaves a question another command closed as it is', () => {
    const { core, def, counts, players } = atQuestion();
    const closed = commitOf(
      applied({ core, def, counts, players, answers: new Map() }, { type: 'next' }, 0),
    ).core;
    const again = applied(
      { core: closed, def, counts, players, answers: new Map() },
      { type: 'step', early: { round: closed.round, index: 0 } },
      0,
    );
    expect(again).toMatchObject({ write: null, events: [] });
  });

  it('ends the game on "next" after the last reveal, with the ranking in the events', () => {
    const { core: lobbyCore, def, players, counts } = lobby();
    const lastReveal = { ...lobbyCore, phase: 'reveal' as const, index: def.questions.length - 1 };
    const result = applied({ core: lastReveal, def, counts, players }, { type: 'next' }, 9);
    const change = commitOf(result);
    expect(change.core.phase).toBe('ended');
    expect(change.answersGuard).toBeUndefined();
    expect(result.events.map((event) => event.type)).toEqual(['state', 'ended']);
    expect(result.events[1]).toMatchObject({ type: 'ended', players: change.players });
  });

  it('writes nothing for a lock already on, a step not due, or a rejoin', () => {
    const { core, def, counts, players } = lobby();
    expect(applied({ core, def, counts }, { type: 'unlock' }, 0)).toMatchObject({ write: null, events: [] });
    expect(applied({ core, def, counts }, { type: 'step' }, 0)).toMatchObject({ write: null, events: [] });
    const player = players[0] as PlayerRecord;
    const holdsSeat = (hash: string) => hash === player.seatHash;
    expect(
      applied({ core, def, counts, player }, { type: 'rejoin', playerId: player.id, holdsSeat }, 0).write,
    ).toBeNull();
    const wrongSeat = { type: 'rejoin', playerId: player.id, holdsSeat: () => false } as const;
    expect(apply({ core, def, counts, player }, wrongSeat, 0)).toMatchObject({
      ok: false,
      code: 'NOT_IN_SESSION',
    });
  });

  it('frees a seat that has played nothing, and only leaves one that has', () => {
    const { core, def, counts, players } = lobby();
    const player = players[0] as PlayerRecord;
    const freed = applied({ core, def, counts, player }, { type: 'release', playerId: player.id }, 0);
    expect(commitOf(freed).remove).toBe(player);
    expect(freed.state.counts.players).toBe(1);
    const played = { ...player, played: 1 };
    const left = applied({ core, def, counts, player: played }, { type: 'release', playerId: player.id }, 0);
    expect(left.write).toBeNull();
    expect(left.events).toEqual([{ type: 'player', player: played, removed: false, connected: false }]);
  });

  it('kicks a seated player, and refuses an unknown one on its field', () => {
    const { core, def, counts, players } = lobby();
    const player = players[1] as PlayerRecord;
    const kicked = applied({ core, def, counts, player }, { type: 'kick', playerId: player.id }, 0);
    expect(commitOf(kicked)).toMatchObject({ remove: player, core: { version: core.version + 1 } });
    expect(kicked.events.map((event) => event.type)).toEqual(['kicked', 'player', 'seats']);
    expect(apply({ core, def, counts }, { type: 'kick', playerId: 'x' }, 0)).toEqual({
      ok: false,
      code: 'NOT_IN_SESSION',
      field: 'player_id',
    });
  });
});

describe('answers of the new kinds', () => {
  /** A session of the given questions, its first one open since `opensAt`, two players seated. */
  function openWith(questions: LiveQuestionDef[]) {
    const { core, def } = sessionOf({ reading_seconds: 0, answer_seconds: 20 }, questions);
    const players = [join(core), join(core)];
    const counts = { players: 2, extended: 0 };
    const ready = commitOf(applied({ core, def, counts }, { type: 'start' }, 1000)).core;
    const opensAt = 1000 + READY_MS;
    const open = commitOf(applied({ core: ready, def, counts }, { type: 'step' }, opensAt)).core;
    return { state: { core: open, def, counts }, players, opensAt };
  }
  const answerOf = (result: Applied) => {
    if (result.write?.kind !== 'answer') throw new Error('no answer written');
    return result.write.answer;
  };

  it('writes a typed text, an estimate and an ordering as given', () => {
    const cases: [LiveQuestionDef, AnswerInput, Partial<AnswerRecord>][] = [
      [typedQuestion('t'), { text: ' phishing ' }, { keys: [], text: 'phishing' }],
      [sliderQuestion('s'), { value: 42.5 }, { keys: [], value: 42.5 }],
      [orderingQuestion('o'), { choice_keys: ['d', 'a', 'c', 'b'] }, { keys: ['d', 'a', 'c', 'b'] }],
      [pollQuestion('p'), { choice_keys: ['b'] }, { keys: ['b'] }],
    ];
    for (const [asked, input, stored] of cases) {
      const { state, players, opensAt } = openWith([asked]);
      const player = players[0] as PlayerRecord;
      const payload = { question_index: 0, ...input };
      const result = applied(
        { ...state, player },
        { type: 'answer', playerId: player.id, payload },
        opensAt + 5,
      );
      expect(answerOf(result)).toEqual({ ...stored, at: opensAt + 5 });
      expect(result.events).toEqual([]);
    }
  });

  it('refuses an answer that does not fit the kind, naming the field', () => {
    const { state, players, opensAt } = openWith([orderingQuestion('o')]);
    const player = players[0] as PlayerRecord;
    const payload = { question_index: 0, choice_keys: ['a', 'a', 'b', 'c'] };
    expect(apply({ ...state, player }, { type: 'answer', playerId: player.id, payload }, opensAt)).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      field: 'choice_keys',
    });
  });

  it('closes a slider with the room’s estimates and the solution', () => {
    const { state, players, opensAt } = openWith([sliderQuestion('s')]);
    const answers = new Map<string, AnswerRecord>(
      players.map((player, index) => [player.id, { keys: [], value: index === 0 ? 40 : 60, at: opensAt }]),
    );
    const closed = applied({ ...state, players, answers }, { type: 'next' }, opensAt + 1000);
    const change = commitOf(closed);
    expect(change.core.closed).toMatchObject({
      slider: { answer: 40, tolerance: 5, limit: 25 },
      estimates: { count: 2, average: 50, median: 50 },
    });
    // 40 is the answer; 60 is 20 away: (25 − 20) / (25 − 5) = a quarter of the points.
    expect(change.players?.map((player) => player.result?.points)).toEqual([1000, 250]);
  });
});

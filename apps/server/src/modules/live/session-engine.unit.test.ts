import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_PLAYERS, GET_READY_SECONDS } from '@awarequest/contracts';
import { answerPoints, rankPlayers } from './live-scoring.js';
import {
  admitPlayer,
  closeQuestion,
  dueStep,
  endSession,
  isLastReveal,
  kickPlayer,
  nextQuestion,
  openQuestion,
  performanceOf,
  resetSession,
  setLocked,
  startSession,
  submitAnswer,
} from './session-engine.js';
import { NO_PLAYERS, QUESTIONS, join, seat, sessionOf } from './session-engine.fixtures.js';
import type { AnswerRecord, PlayerRecord, SessionCore } from './session-model.js';

const READY_MS = GET_READY_SECONDS * 1000;

function ok<T>(outcome: ({ ok: true } & T) | { ok: false; code: string }): T {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
  return outcome;
}

/** A session at its first question, answers open at `opensAt` (reading 0 s). */
function atFirstQuestion(settings = {}, players = 2) {
  const { core: lobby, def } = sessionOf({ reading_seconds: 0, answer_seconds: 20, ...settings });
  const seated = Array.from({ length: players }, () => join(lobby));
  const counts = { players, extended: 0 };
  const ready = ok(startSession(lobby, counts, 1000)).core;
  const open = ok(openQuestion(ready, counts, 1000 + READY_MS)).core;
  return { core: open, def, players: seated, counts, opensAt: 1000 + READY_MS };
}

const answer = (keys: string[], at: number): AnswerRecord => ({ keys, at });

describe('the lobby', () => {
  it('admits a player with a fresh seat at the first question', () => {
    const { core } = sessionOf();
    const admitted = ok(admitPlayer(core, NO_PLAYERS, seat({ nickname: '  Sara  ' }), 5));
    expect(admitted.player).toMatchObject({ nickname: 'Sara', nicknameKey: 'sara', firstIndex: 0, score: 0 });
    expect(admitted.events).toEqual([
      { type: 'player', player: admitted.player, removed: false, connected: true },
      { type: 'seats' },
    ]);
  });

  it('refuses offensive nicknames in English and Arabic', () => {
    const { core } = sessionOf();
    expect(admitPlayer(core, NO_PLAYERS, seat({ nickname: 'sh1t' }), 0)).toEqual({
      ok: false,
      code: 'NICKNAME_OFFENSIVE',
      field: 'nickname',
    });
    expect(admitPlayer(core, NO_PLAYERS, seat({ nickname: 'يا حمار' }), 0)).toMatchObject({
      code: 'NICKNAME_OFFENSIVE',
    });
  });

  it('locks and unlocks: locked refuses new players', () => {
    const { core } = sessionOf();
    const locked = ok(setLocked(core, true, 1)).core;
    expect(locked).toMatchObject({ locked: true, version: core.version + 1 });
    expect(admitPlayer(locked, NO_PLAYERS, seat(), 2)).toMatchObject({ ok: false, code: 'SESSION_LOCKED' });
    const unlocked = ok(setLocked(locked, false, 3)).core;
    expect(admitPlayer(unlocked, NO_PLAYERS, seat(), 4).ok).toBe(true);
  });

  it('refuses a player once every seat is taken, by the session setting or its default', () => {
    const { core } = sessionOf({ max_players: 3 });
    expect(admitPlayer(core, { players: 2, extended: 0 }, seat(), 0).ok).toBe(true);
    expect(admitPlayer(core, { players: 3, extended: 0 }, seat(), 0)).toEqual({
      ok: false,
      code: 'SESSION_FULL',
    });
    const byDefault = sessionOf().core;
    expect(byDefault.settings.max_players).toBe(DEFAULT_MAX_PLAYERS);
    const full = { players: DEFAULT_MAX_PLAYERS, extended: 0 };
    expect(admitPlayer(byDefault, full, seat(), 0)).toMatchObject({ code: 'SESSION_FULL' });
  });

  it('does not bump the version when the lock does not change', () => {
    const { core } = sessionOf();
    expect(setLocked(core, false, 1)).toEqual({ ok: true, core, events: [] });
  });

  it('kicks a player, and refuses to kick an unknown one', () => {
    const { core } = sessionOf();
    const player = join(core);
    const kicked = ok(kickPlayer(core, player, 1));
    expect(kicked.removed).toBe(player);
    expect(kicked.core.version).toBe(core.version + 1);
    expect(kicked.events).toContainEqual({ type: 'kicked', playerId: player.id });
    expect(kickPlayer(core, undefined, 1)).toMatchObject({ ok: false, code: 'NOT_IN_SESSION' });
  });

  it('refuses to start without players ("Failed to start game")', () => {
    const { core } = sessionOf();
    expect(startSession(core, { players: 0, extended: 0 }, 1)).toMatchObject({
      ok: false,
      code: 'SESSION_START_FAILED',
    });
  });

  it('refuses to start a session without questions', () => {
    const { core } = sessionOf({}, []);
    expect(startSession(core, { players: 1, extended: 0 }, 1)).toMatchObject({
      code: 'SESSION_START_FAILED',
    });
  });

  it('starts with get ready for the first question', () => {
    const { core } = sessionOf();
    const ready = ok(startSession(core, { players: 1, extended: 0 }, 1000)).core;
    expect(ready).toMatchObject({ phase: 'get_ready', index: 0, phaseEndsAt: 1000 + READY_MS });
    expect(startSession(ready, { players: 1, extended: 0 }, 2000)).toMatchObject({
      code: 'SESSION_START_FAILED',
    });
  });
});

describe('the clock', () => {
  it('opens the question when get ready is over, and closes it after its window', () => {
    const { core } = sessionOf({ reading_seconds: 5, answer_seconds: 20 });
    const ready = ok(startSession(core, { players: 1, extended: 0 }, 0)).core;
    expect(dueStep(ready, READY_MS - 1)).toBeNull();
    expect(dueStep(ready, READY_MS)).toBe('open');
    const open = ok(openQuestion(ready, { players: 1, extended: 0 }, READY_MS)).core;
    expect(open).toMatchObject({
      phase: 'question',
      opensAt: READY_MS + 5000,
      closesAt: READY_MS + 25_000,
      extendedClosesAt: READY_MS + 35_000,
      phaseEndsAt: READY_MS + 25_000,
      eligible: 1,
    });
    expect(dueStep(open, READY_MS + 24_999)).toBeNull();
    expect(dueStep(open, READY_MS + 25_000)).toBe('close');
  });

  it('keeps the question open for the extended window when someone asked for it', () => {
    const { core } = sessionOf({ reading_seconds: 0, answer_seconds: 20, extended_time_percent: 100 });
    const ready = ok(startSession(core, { players: 2, extended: 1 }, 0)).core;
    const open = ok(openQuestion(ready, { players: 2, extended: 1 }, READY_MS)).core;
    expect(open.phaseEndsAt).toBe(READY_MS + 40_000);
  });

  it('refuses to open a question outside get ready', () => {
    const { core } = sessionOf();
    expect(openQuestion(core, { players: 1, extended: 0 }, 0)).toMatchObject({ code: 'SESSION_WRONG_PHASE' });
  });
});

describe('answers', () => {
  it('are taken in the window, with the server time', () => {
    const { core, players, opensAt } = atFirstQuestion();
    const player = players[0] as PlayerRecord;
    const payload = { question_index: 0, choice_keys: ['b'] };
    expect(ok(submitAnswer(core, player, payload, QUESTIONS[0], opensAt + 10)).answer).toEqual({
      keys: ['b'],
      at: opensAt + 10,
    });
  });

  it('are refused while the question is read, after the close, or for another question', () => {
    const { core: lobby } = sessionOf({ reading_seconds: 5, answer_seconds: 20 });
    const player = join(lobby);
    const counts = { players: 1, extended: 0 };
    const open = ok(openQuestion(ok(startSession(lobby, counts, 0)).core, counts, READY_MS)).core;
    const at = (time: number, index = 0) =>
      submitAnswer(open, player, { question_index: index, choice_keys: ['a'] }, QUESTIONS[0], time);
    expect(at(READY_MS + 4999)).toMatchObject({ code: 'ANSWER_NOT_OPEN' });
    expect(at(READY_MS + 5000).ok).toBe(true);
    expect(at(READY_MS + 25_000).ok).toBe(true);
    expect(at(READY_MS + 25_001)).toMatchObject({ code: 'ANSWER_CLOSED' });
    expect(at(READY_MS + 6000, 1)).toMatchObject({ code: 'ANSWER_CLOSED' });
  });

  it('give extended-time players their longer window', () => {
    const { core: lobby } = sessionOf({ reading_seconds: 0, answer_seconds: 10, extended_time_percent: 50 });
    const slow = join(lobby, { extendedTime: true });
    const counts = { players: 1, extended: 1 };
    const open = ok(openQuestion(ok(startSession(lobby, counts, 0)).core, counts, READY_MS)).core;
    const payload = { question_index: 0, choice_keys: ['a'] };
    expect(submitAnswer(open, slow, payload, QUESTIONS[0], READY_MS + 15_000).ok).toBe(true);
    expect(submitAnswer(open, slow, payload, QUESTIONS[0], READY_MS + 15_001)).toMatchObject({
      code: 'ANSWER_CLOSED',
    });
    const other = { ...slow, extendedTime: false };
    expect(submitAnswer(open, other, payload, QUESTIONS[0], READY_MS + 10_001)).toMatchObject({
      code: 'ANSWER_CLOSED',
    });
  });

  it('open in the window fixed at get ready, however late the timer opens the question', () => {
    const { core: lobby } = sessionOf({ reading_seconds: 5, answer_seconds: 20, extended_time_percent: 50 });
    const player = join(lobby);
    const counts = { players: 1, extended: 1 };
    const ready = ok(startSession(lobby, counts, 1000)).core;
    const window = { opensAt: 1000 + READY_MS + 5000, closesAt: 1000 + READY_MS + 25_000 };
    expect(ready).toMatchObject({ ...window, extendedClosesAt: window.opensAt + 30_000 });
    expect(
      submitAnswer(ready, player, { question_index: 0, choice_keys: ['a'] }, QUESTIONS[0], window.opensAt),
    ).toMatchObject({ code: 'ANSWER_CLOSED' });
    const late = ok(openQuestion(ready, counts, window.opensAt + 700)).core;
    expect(late).toMatchObject({ ...window, phase: 'question', phaseEndsAt: window.opensAt + 30_000 });
    const at = submitAnswer(
      late,
      player,
      { question_index: 0, choice_keys: ['a'] },
      QUESTIONS[0],
      window.opensAt + 800,
    );
    expect(at).toMatchObject({ ok: true, answer: { at: window.opensAt + 800 } });
  });

  it('must name the question’s own choices, one for a single-choice question', () => {
    const { core, players, opensAt } = atFirstQuestion();
    const player = players[0] as PlayerRecord;
    const send = (keys: string[]) =>
      submitAnswer(core, player, { question_index: 0, choice_keys: keys }, QUESTIONS[0], opensAt);
    expect(send(['z'])).toMatchObject({ code: 'VALIDATION_FAILED', field: 'choice_keys' });
    expect(send(['a', 'b'])).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(send(['a', 'a'])).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(send([])).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(ok(send(['b'])).answer.keys).toEqual(['b']);
  });

  it('are refused from a late joiner before their first question', () => {
    const { core, opensAt } = atFirstQuestion();
    const late = join(core);
    expect(late.firstIndex).toBe(1);
    expect(
      submitAnswer(core, late, { question_index: 0, choice_keys: ['a'] }, QUESTIONS[0], opensAt),
    ).toMatchObject({ code: 'ANSWER_CLOSED' });
  });
});

describe('closing a question', () => {
  it('scores by the speed formula, reveals the solution and ranks everyone', () => {
    const { core, players, opensAt } = atFirstQuestion({}, 3);
    const [fast, slow, wrong] = players as [PlayerRecord, PlayerRecord, PlayerRecord];
    const answers = new Map([
      [fast.id, answer(['a'], opensAt + 2000)],
      [slow.id, answer(['a'], opensAt + 10_000)],
      [wrong.id, answer(['b'], opensAt + 1000)],
    ]);
    const closed = ok(closeQuestion(core, players, answers, QUESTIONS[0], opensAt + 20_000));
    expect(closed.core).toMatchObject({ phase: 'reveal', phaseEndsAt: null, version: core.version + 1 });
    const byId = new Map(closed.players.map((player) => [player.id, player]));
    // round(1000 * (1 - (2/20)/2)) = 950; round(1000 * (1 - (10/20)/2)) = 750
    expect(byId.get(fast.id)).toMatchObject({ score: 950, streak: 1, correct: 1, played: 1, rank: 1 });
    expect(byId.get(slow.id)).toMatchObject({ score: 750, rank: 2 });
    expect(byId.get(wrong.id)).toMatchObject({ score: 0, streak: 0, correct: 0, played: 1, rank: 3 });
    expect(byId.get(fast.id)?.result).toEqual({
      index: 0,
      answered: true,
      is_correct: true,
      credit: 1,
      scored: true,
      points: 950,
      score: 950,
      streak: 1,
      rank: 1,
      players: 3,
    });
    expect(closed.closed).toMatchObject({
      index: 0,
      correct_choice_keys: ['a'],
      distribution: { a: 2, b: 1, c: 0, d: 0 },
      answered: 3,
      players: 3,
    });
    expect(closed.closed.leaderboard.map((entry) => entry.player_id)).toEqual([fast.id, slow.id, wrong.id]);
    expect(closed.events).toEqual([
      { type: 'closed', closed: closed.closed, players: closed.players },
      { type: 'state', core: closed.core },
    ]);
  });

  it('gives a missing answer 0 and counts its whole window as its time', () => {
    const { core, players, opensAt } = atFirstQuestion();
    const closed = ok(closeQuestion(core, players, new Map(), QUESTIONS[0], opensAt + 20_000));
    for (const player of closed.players) {
      expect(player).toMatchObject({ score: 0, answerMs: 20_000, played: 1 });
      expect(player.result).toMatchObject({ answered: false, is_correct: false, points: 0 });
    }
  });

  it('gives the flat points with the speed bonus off', () => {
    const { core, players, opensAt } = atFirstQuestion({ speed_bonus: false, points_per_question: 2000 });
    const first = players[0] as PlayerRecord;
    const answers = new Map([[first.id, answer(['a'], opensAt + 19_000)]]);
    const closed = ok(closeQuestion(core, players, answers, QUESTIONS[0], opensAt + 20_000));
    expect(closed.players.find((player) => player.id === first.id)?.score).toBe(2000);
  });

  it('counts multiple choice as correct only when exactly right', () => {
    const { core: lobby, def } = sessionOf({ reading_seconds: 0, speed_bonus: false });
    const players = [join(lobby), join(lobby), join(lobby)];
    const counts = { players: 3, extended: 0 };
    let core: SessionCore = ok(openQuestion(ok(startSession(lobby, counts, 0)).core, counts, 0)).core;
    core = ok(closeQuestion(core, players, new Map(), def.questions[0], 1)).core;
    core = ok(openQuestion(ok(nextQuestion(core, 2)).core, counts, 3)).core;
    const [exact, partial, extra] = players as [PlayerRecord, PlayerRecord, PlayerRecord];
    const answers = new Map([
      [exact.id, answer(['a', 'c'], 4)],
      [partial.id, answer(['a'], 4)],
      [extra.id, answer(['a', 'b', 'c'], 4)],
    ]);
    const closed = ok(closeQuestion(core, players, answers, def.questions[1], 5));
    const scoreOf = (id: string) => closed.players.find((player) => player.id === id)?.score;
    expect([scoreOf(exact.id), scoreOf(partial.id), scoreOf(extra.id)]).toEqual([1000, 0, 0]);
    expect(closed.closed.distribution).toEqual({ a: 3, b: 1, c: 2, d: 0 });
  });

  it('leaves late joiners out of the question they did not play', () => {
    const { core, players, opensAt } = atFirstQuestion();
    const late = join(core);
    const closed = ok(closeQuestion(core, [...players, late], new Map(), QUESTIONS[0], opensAt + 20_000));
    const record = closed.players.find((player) => player.id === late.id);
    expect(record).toMatchObject({ played: 0, answerMs: 0, result: null });
    expect(closed.closed.players).toBe(3);
  });

  it('is refused outside a question', () => {
    const { core } = sessionOf();
    expect(closeQuestion(core, [], new Map(), QUESTIONS[0], 0)).toMatchObject({
      code: 'SESSION_WRONG_PHASE',
    });
  });
});

describe('streaks', () => {
  it('add +100 per consecutive correct answer before this one, capped at +500', () => {
    const settings = sessionOf({ speed_bonus: false }).core.settings;
    const points = (streak: number) =>
      answerPoints(settings, { credit: 1, isCorrect: true, elapsedMs: 0, windowMs: 1000, streak });
    expect([1, 2, 3, 6, 7, 10].map(points)).toEqual([1000, 1100, 1200, 1500, 1500, 1500]);
    const off = sessionOf({ speed_bonus: false, streak_bonus: false }).core.settings;
    expect(answerPoints(off, { credit: 1, isCorrect: true, elapsedMs: 0, windowMs: 1000, streak: 4 })).toBe(
      1000,
    );
  });

  it('give nothing in a session of 0 points', () => {
    const settings = sessionOf({ points_per_question: 0 }).core.settings;
    expect(
      answerPoints(settings, { credit: 1, isCorrect: true, elapsedMs: 0, windowMs: 1000, streak: 4 }),
    ).toBe(0);
  });

  it('are broken by a wrong or missing answer', () => {
    const { core, players, opensAt } = atFirstQuestion();
    const first = { ...(players[0] as PlayerRecord), streak: 3 };
    const closed = ok(closeQuestion(core, [first], new Map(), QUESTIONS[0], opensAt + 20_000));
    expect(closed.players[0]?.streak).toBe(0);
  });
});

describe('ranking', () => {
  it('breaks ties by total answer time, then by who joined first', () => {
    const base = join(sessionOf().core);
    const a = { ...base, id: 'a', score: 500, answerMs: 9000, joinedAt: 1 };
    const b = { ...base, id: 'b', score: 500, answerMs: 3000, joinedAt: 2 };
    const c = { ...base, id: 'c', score: 500, answerMs: 3000, joinedAt: 1 };
    const d = { ...base, id: 'd', score: 900, answerMs: 20_000, joinedAt: 3 };
    expect(rankPlayers([a, b, c, d]).map((player) => [player.id, player.rank])).toEqual([
      ['d', 1],
      ['c', 2],
      ['b', 3],
      ['a', 4],
    ]);
  });
});

describe('moving on', () => {
  it('goes from a reveal to get ready for the next question', () => {
    const { core, players, opensAt } = atFirstQuestion();
    const reveal = ok(closeQuestion(core, players, new Map(), QUESTIONS[0], opensAt + 1)).core;
    expect(isLastReveal(reveal)).toBe(false);
    const ready = ok(nextQuestion(reveal, opensAt + 5)).core;
    expect(ready).toMatchObject({ phase: 'get_ready', index: 1, phaseEndsAt: opensAt + 5 + READY_MS });
  });

  it('refuses "next" outside a reveal and after the last one', () => {
    const { core } = sessionOf();
    expect(nextQuestion(core, 0)).toMatchObject({ code: 'SESSION_WRONG_PHASE' });
    const { core: lobby } = sessionOf({ reading_seconds: 0 }, [QUESTIONS[0]!]);
    const player = join(lobby);
    const counts = { players: 1, extended: 0 };
    const open = ok(openQuestion(ok(startSession(lobby, counts, 0)).core, counts, 0)).core;
    const reveal = ok(closeQuestion(open, [player], new Map(), QUESTIONS[0], 1)).core;
    expect(isLastReveal(reveal)).toBe(true);
    expect(nextQuestion(reveal, 2)).toMatchObject({ code: 'SESSION_WRONG_PHASE' });
  });
});

describe('ending', () => {
  it('after a reveal gives the final ranking and performances', () => {
    const { core, players, opensAt } = atFirstQuestion();
    const first = players[0] as PlayerRecord;
    const closed = ok(
      closeQuestion(core, players, new Map([[first.id, answer(['a'], opensAt)]]), QUESTIONS[0], opensAt + 1),
    );
    const ended = ok(endSession(closed.core, closed.players, null, opensAt + 2));
    expect(ended.core).toMatchObject({ phase: 'ended', version: closed.core.version + 1 });
    expect(ended.ranking.map((entry) => [entry.player_id, entry.rank])).toEqual([
      [first.id, 1],
      [players[1]?.id, 2],
    ]);
    expect(ended.core.podium).toEqual(ended.ranking);
    expect(ended.events).toEqual([
      { type: 'state', core: ended.core },
      { type: 'ended', ranking: ended.ranking, players: ended.players, teams: null },
    ]);
    const winner = ended.players[0] as PlayerRecord;
    expect(performanceOf(winner, 2)).toEqual({
      score: 1000,
      correct: 1,
      wrong: 0,
      accuracy: 100,
      rank: 1,
      players: 2,
    });
    expect(performanceOf(ended.players[1] as PlayerRecord, 2)).toMatchObject({
      wrong: 1,
      accuracy: 0,
      rank: 2,
    });
  });

  it('during a question scores the answers already given, with one version bump', () => {
    const { core, players, opensAt } = atFirstQuestion();
    const first = players[0] as PlayerRecord;
    const open = { answers: new Map([[first.id, answer(['a'], opensAt)]]), question: QUESTIONS[0] };
    const ended = ok(endSession(core, players, open, opensAt + 1));
    expect(ended.core).toMatchObject({ phase: 'ended', version: core.version + 1 });
    expect(ended.core.closed?.index).toBe(0);
    expect(ended.players[0]).toMatchObject({ id: first.id, score: 1000, rank: 1 });
    expect(ended.events.map((event) => event.type)).toEqual(['closed', 'state', 'ended']);
  });

  it('from the lobby is allowed, and only once', () => {
    const { core } = sessionOf();
    const ended = ok(endSession(core, [], null, 1));
    expect(ended.ranking).toEqual([]);
    expect(endSession(ended.core, [], null, 2)).toMatchObject({ code: 'SESSION_WRONG_PHASE' });
    expect(admitPlayer(ended.core, NO_PLAYERS, seat(), 3)).toMatchObject({ code: 'SESSION_ENDED' });
  });
});

describe('late join', () => {
  it('enters at the next question when on', () => {
    const { core } = atFirstQuestion({ late_join: true });
    expect(ok(admitPlayer(core, NO_PLAYERS, seat(), 0)).player.firstIndex).toBe(1);
    const { core: lobby } = sessionOf();
    const ready = ok(startSession(lobby, { players: 1, extended: 0 }, 0)).core;
    expect(ok(admitPlayer(ready, NO_PLAYERS, seat(), 0)).player.firstIndex).toBe(0);
  });

  it('is refused when off', () => {
    const { core } = atFirstQuestion({ late_join: false });
    expect(admitPlayer(core, NO_PLAYERS, seat(), 0)).toMatchObject({ ok: false, code: 'SESSION_STARTED' });
  });
});

describe('reset', () => {
  it('goes back to the lobby with scores cleared and players kept', () => {
    const { core, players, opensAt } = atFirstQuestion();
    const first = players[0] as PlayerRecord;
    const closed = ok(
      closeQuestion(core, players, new Map([[first.id, answer(['a'], opensAt)]]), QUESTIONS[0], opensAt + 1),
    );
    const reset = ok(resetSession(closed.core, closed.players, opensAt + 2));
    expect(reset.core).toMatchObject({ phase: 'lobby', index: -1, round: core.round + 1, closed: null });
    expect(reset.players.map((player) => player.id).sort()).toEqual(
      players.map((player) => player.id).sort(),
    );
    for (const player of reset.players)
      expect(player).toMatchObject({ score: 0, streak: 0, correct: 0, played: 0, rank: 0, result: null });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GET_READY_SECONDS,
  STREAK_CAP,
  isPermutationOf,
  type AnswerInput,
  type SessionSettingsInput,
} from '@awarequest/contracts';
import { closeQuestion, openQuestion, performanceOf, startSession, submitAnswer } from './session-engine.js';
import {
  SLIDER,
  join,
  orderingQuestion,
  pollQuestion,
  question,
  sessionOf,
  sliderQuestion,
  typedQuestion,
} from './session-engine.fixtures.js';
import type { AnswerRecord, LiveQuestionDef, PlayerRecord } from './session-model.js';

/** The new question kinds in the engine: how an answer is taken and how it scores live. */

const READY_MS = GET_READY_SECONDS * 1000;

function ok<T>(outcome: ({ ok: true } & T) | { ok: false; code: string }): T {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
  return outcome;
}

/** A session of `questions` at its first question, answers open at `opensAt`, a 20 s window. */
function opened(questions: LiveQuestionDef[], settings: SessionSettingsInput = {}, players = 2) {
  const { core: lobby, def } = sessionOf({ reading_seconds: 0, answer_seconds: 20, ...settings }, questions);
  const seated = Array.from({ length: players }, () => join(lobby));
  const counts = { players, extended: 0 };
  const ready = ok(startSession(lobby, counts, 1000)).core;
  const core = ok(openQuestion(ready, counts, 1000 + READY_MS)).core;
  return { core, def, players: seated, opensAt: 1000 + READY_MS };
}

/** Takes each player's answer through the engine, then closes the question. */
function play(
  questions: LiveQuestionDef[],
  inputs: (AnswerInput & { afterMs?: number })[],
  settings: SessionSettingsInput = {},
  before?: (player: PlayerRecord) => PlayerRecord,
) {
  const game = opened(questions, settings, inputs.length);
  const players = before ? game.players.map(before) : game.players;
  const answers = new Map<string, AnswerRecord>();
  inputs.forEach(({ afterMs = 0, ...input }, index) => {
    const player = players[index] as PlayerRecord;
    const taken = ok(
      submitAnswer(game.core, player, { question_index: 0, ...input }, questions[0], game.opensAt + afterMs),
    );
    answers.set(player.id, taken.answer);
  });
  const closed = ok(closeQuestion(game.core, players, answers, questions[0], game.opensAt + 20_000));
  const byId = new Map(closed.players.map((player) => [player.id, player]));
  return { ...closed, results: players.map((player) => byId.get(player.id) as PlayerRecord), answers };
}

describe('a type-answer question', () => {
  it('takes a text, scores an accepted one in any spelling and reveals the accepted answers', () => {
    const typed = typedQuestion('t');
    const { results, closed } = play(
      [typed],
      [{ text: 'التَّصَيُّد الإحتيالى' }, { text: ' PHISHING! ' }, { text: 'phishing' }, { text: 'spam' }],
    );
    expect(results.map((player) => player.result?.is_correct)).toEqual([true, true, true, false]);
    expect(results.map((player) => player.result?.points)).toEqual([1000, 1000, 1000, 0]);
    expect(closed.accepted_answers).toEqual(['Phishing', 'التصيد الاحتيالي']);
    expect(closed.correct_choice_keys).toEqual([]);
    // The most common typed answers, folded alike: "PHISHING!" and "phishing" are one.
    expect(closed.typed_answers).toEqual([
      { text: 'PHISHING!', count: 2, is_accepted: true },
      { text: 'spam', count: 1, is_accepted: false },
      { text: 'التَّصَيُّد الإحتيالى', count: 1, is_accepted: true },
    ]);
  });

  it('accepts Arabic-Indic digits for the digits of an accepted answer', () => {
    const { results } = play([typedQuestion('t', ['2FA'])], [{ text: '٢fa' }, { text: '۲FA' }]);
    expect(results.every((player) => player.result?.is_correct)).toBe(true);
  });

  it('shows at most five typed answers, the most typed first', () => {
    const texts = ['a', 'b', 'b', 'c', 'c', 'c', 'd', 'e', 'f', 'f'];
    const { closed } = play(
      [typedQuestion('t')],
      texts.map((text) => ({ text })),
    );
    expect(closed.typed_answers?.map((typed) => [typed.text, typed.count])).toEqual([
      ['c', 3],
      ['b', 2],
      ['f', 2],
      ['a', 1],
      ['d', 1],
    ]);
  });

  it('refuses an empty text, keys or an estimate (VALIDATION_FAILED on `text`)', () => {
    const typed = typedQuestion('t');
    const { core, players, opensAt } = opened([typed]);
    const player = players[0] as PlayerRecord;
    for (const input of [{ text: '   ' }, { choice_keys: ['a'] }, { value: 3 }, {}])
      expect(submitAnswer(core, player, { question_index: 0, ...input }, typed, opensAt)).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'text',
      });
  });
});

describe('a poll', () => {
  it('scores nothing, keeps the streak and is neither right nor wrong in the performance', () => {
    const streaking = (player: PlayerRecord): PlayerRecord => ({
      ...player,
      streak: 3,
      correct: 3,
      played: 3,
    });
    const { results, closed } = play(
      [pollQuestion('p')],
      [{ choice_keys: ['a'] }, { choice_keys: ['b'] }],
      {},
      streaking,
    );
    for (const player of results) {
      expect(player).toMatchObject({ score: 0, streak: 3, correct: 3, played: 4, polls: 1 });
      expect(player.result).toMatchObject({ points: 0, is_correct: false, scored: false, credit: 0 });
      expect(performanceOf(player, 2)).toMatchObject({ correct: 3, wrong: 0, accuracy: 100 });
    }
    expect(closed.distribution).toEqual({ a: 1, b: 1, c: 0, d: 0 });
    expect(closed.correct_choice_keys).toEqual([]);
  });

  it('a missing answer to a poll is no wrong answer either', () => {
    const game = opened([pollQuestion('p')]);
    const closed = ok(
      closeQuestion(game.core, game.players, new Map(), game.def.questions[0], game.opensAt + 20_000),
    );
    for (const player of closed.players)
      expect(performanceOf(player, 2)).toMatchObject({ correct: 0, wrong: 0, accuracy: 0 });
  });
});

describe('a slider', () => {
  it('earns the speed-based points times its closeness; within the tolerance all of them', () => {
    const { results, closed } = play(
      [sliderQuestion('s')],
      [
        { value: 42, afterMs: 0 },
        { value: 55, afterMs: 0 },
        { value: 55, afterMs: 10_000 },
        { value: 90, afterMs: 0 },
      ],
      { streak_bonus: false },
    );
    // 1000 × 1; 1000 × 0.5; round(1000 × (1 − 10/20/2) × 0.5) = 375; beyond the limit 0.
    expect(results.map((player) => player.result?.points)).toEqual([1000, 500, 375, 0]);
    expect(results.map((player) => player.result?.is_correct)).toEqual([true, false, false, false]);
    expect(results[1]?.result?.credit).toBeCloseTo(0.5);
    expect(closed.slider).toEqual({ answer: 40, tolerance: 5, limit: 25, unit: SLIDER.unit });
    expect(closed.estimates).toEqual({ count: 4, average: (42 + 55 + 55 + 90) / 4, median: 55 });
  });

  it('refuses a value off the range or no value (VALIDATION_FAILED on `value`)', () => {
    const slider = sliderQuestion('s');
    const { core, players, opensAt } = opened([slider]);
    const player = players[0] as PlayerRecord;
    for (const input of [{ value: 101 }, { value: -1 }, { choice_keys: ['a'] }, { text: '40' }])
      expect(submitAnswer(core, player, { question_index: 0, ...input }, slider, opensAt)).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'value',
      });
  });

  it('shows no average without estimates', () => {
    const game = opened([sliderQuestion('s')]);
    const closed = ok(
      closeQuestion(game.core, game.players, new Map(), game.def.questions[0], game.opensAt + 20_000),
    );
    expect(closed.closed.estimates).toEqual({ count: 0, average: null, median: null });
  });
});

describe('an ordering', () => {
  it('keeps the player’s order, earns only a fully right order live, counts items in place', () => {
    const ordering = orderingQuestion('o');
    const { results, closed, answers } = play(
      [ordering],
      [{ choice_keys: ['c', 'a', 'd', 'b'] }, { choice_keys: ['c', 'a', 'b', 'd'] }],
      { streak_bonus: false },
    );
    expect([...answers.values()].map((answer) => answer.keys)).toEqual([
      ['c', 'a', 'd', 'b'],
      ['c', 'a', 'b', 'd'],
    ]);
    expect(results.map((player) => player.result?.points)).toEqual([1000, 0]);
    expect(closed.correct_choice_keys).toEqual(['c', 'a', 'd', 'b']);
    // Items in their right place: c and a by both, d and b by one.
    expect(closed.distribution).toEqual({ a: 2, b: 1, c: 2, d: 1 });
  });
});

// ── properties ──────────────────────────────────────────────────────────────────────────────

const settingsArbitrary = fc.record({
  points_per_question: fc.constantFrom(0, 1000, 2000),
  speed_bonus: fc.boolean(),
  streak_bonus: fc.boolean(),
});
const elapsedArbitrary = fc.integer({ min: 0, max: 20_000 });

describe('properties of the new kinds', () => {
  it('a poll never scores and leaves every standing as it was', () => {
    fc.assert(
      fc.property(
        settingsArbitrary,
        fc.array(fc.record({ key: fc.constantFrom('a', 'b', 'c', 'd'), afterMs: elapsedArbitrary }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.nat(5),
        (settings, picks, streak) => {
          const before = (player: PlayerRecord): PlayerRecord => ({
            ...player,
            score: 700,
            streak,
            correct: streak,
          });
          const { results } = play(
            [pollQuestion('p')],
            picks.map(({ key, afterMs }) => ({ choice_keys: [key], afterMs })),
            settings,
            before,
          );
          for (const player of results)
            expect(player).toMatchObject({ score: 700, streak, correct: streak, answerMs: 0 });
        },
      ),
    );
  });

  it('a slider’s closeness never earns more than the question’s points, and points are never negative', () => {
    const spec = fc
      .record({
        answer: fc.integer({ min: 0, max: 100 }),
        tolerance: fc.integer({ min: 0, max: 20 }),
        extra: fc.integer({ min: 1, max: 80 }),
      })
      .map(({ answer, tolerance, extra }) => ({ ...SLIDER, answer, tolerance, limit: tolerance + extra }));
    fc.assert(
      fc.property(
        settingsArbitrary,
        spec,
        fc.array(
          fc.record({ value: fc.double({ min: 0, max: 100, noNaN: true }), afterMs: elapsedArbitrary }),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        fc.nat(8),
        (settings, slider, estimates, streak) => {
          const { results } = play([sliderQuestion('s', slider)], estimates, settings, (player) => ({
            ...player,
            streak,
          }));
          for (const player of results) {
            const points = player.result?.points ?? -1;
            const bonus = player.result?.is_correct && settings.streak_bonus ? STREAK_CAP : 0;
            expect(points).toBeGreaterThanOrEqual(0);
            expect(points).toBeLessThanOrEqual(settings.points_per_question + bonus);
            if (!player.result?.is_correct) expect(points).toBeLessThanOrEqual(settings.points_per_question);
          }
        },
      ),
    );
  });

  it('an ordering answer that is not a permutation of the items is refused; a permutation is taken', () => {
    const ordering = orderingQuestion('o');
    const { core, players, opensAt } = opened([ordering]);
    const player = players[0] as PlayerRecord;
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 6 }), (keys) => {
        const taken = submitAnswer(core, player, { question_index: 0, choice_keys: keys }, ordering, opensAt);
        expect(taken.ok).toBe(isPermutationOf(['a', 'b', 'c', 'd'], keys));
        if (taken.ok) expect(taken.answer.keys).toEqual(keys);
        else expect(taken).toMatchObject({ code: 'VALIDATION_FAILED', field: 'choice_keys' });
      }),
    );
  });

  it('points are never negative and never above the question’s points plus the streak cap, for every kind', () => {
    const kinds: { question: LiveQuestionDef; input: fc.Arbitrary<AnswerInput> }[] = [
      {
        question: typedQuestion('t'),
        input: fc.record({ text: fc.constantFrom('phishing', 'x', 'Phishing!!') }),
      },
      { question: sliderQuestion('s'), input: fc.record({ value: fc.integer({ min: 0, max: 100 }) }) },
      {
        question: orderingQuestion('o'),
        input: fc.record({ choice_keys: fc.shuffledSubarray(['a', 'b', 'c', 'd'], { minLength: 4 }) }),
      },
      {
        question: question('m', 'multiple', ['a', 'c']),
        input: fc.record({ choice_keys: fc.subarray(['a', 'b', 'c', 'd'], { minLength: 1 }) }),
      },
    ];
    const answered = fc
      .constantFrom(...kinds)
      .chain((kind) => fc.tuple(fc.constant(kind.question), kind.input));
    fc.assert(
      fc.property(
        answered,
        settingsArbitrary,
        fc.nat(10),
        elapsedArbitrary,
        ([asked, input], settings, streak, afterMs) => {
          const { results } = play([asked], [{ ...input, afterMs }], settings, (player) => ({
            ...player,
            streak,
          }));
          const points = results[0]?.result?.points ?? -1;
          expect(points).toBeGreaterThanOrEqual(0);
          expect(points).toBeLessThanOrEqual(settings.points_per_question + STREAK_CAP);
        },
      ),
      { numRuns: 200 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GivenAnswer, GradableQuestion } from '@awarequest/contracts';
import { attemptCredit, attemptOutcome, reportedOutcome } from './scoring.js';

const question = (
  overrides: Partial<GradableQuestion> & Pick<GradableQuestion, 'kind'>,
): GradableQuestion => ({
  choiceKeys: ['a', 'b', 'c', 'd'],
  correctKeys: [],
  acceptedAnswers: null,
  slider: null,
  ...overrides,
});
const picked = (...choiceKeys: string[]): GivenAnswer => ({ kind: 'choices', choiceKeys });

describe('attemptCredit', () => {
  it('gives single and true/false answers all or nothing', () => {
    const single = question({ kind: 'single', correctKeys: ['b'] });
    expect(attemptCredit(single, picked('b'))).toEqual({ credit: 1, isCorrect: true, scored: true });
    expect(attemptCredit(single, picked('a'))).toEqual({ credit: 0, isCorrect: false, scored: true });
    const trueFalse = question({ kind: 'true_false', choiceKeys: ['true', 'false'], correctKeys: ['false'] });
    expect(attemptCredit(trueFalse, picked('false'))).toMatchObject({ credit: 1, isCorrect: true });
    expect(attemptCredit(trueFalse, picked('true'))).toMatchObject({ credit: 0, isCorrect: false });
  });

  it('gives multiple choice partial credit: right picks minus wrong picks over the correct keys', () => {
    const multiple = (correctKeys: string[]) =>
      question({ kind: 'multiple', choiceKeys: ['a', 'b', 'c', 'd', 'e'], correctKeys });
    expect(attemptCredit(multiple(['a', 'b', 'c']), picked('a', 'b', 'c'))).toMatchObject({
      credit: 1,
      isCorrect: true,
    });
    expect(attemptCredit(multiple(['a', 'b', 'c']), picked('a', 'b'))).toMatchObject({
      credit: 2 / 3,
      isCorrect: false,
    });
    expect(attemptCredit(multiple(['a', 'b']), picked('a', 'c')).credit).toBe(0);
    expect(attemptCredit(multiple(['a', 'b', 'c', 'd']), picked('a', 'b', 'c', 'e')).credit).toBe(0.5);
    expect(attemptCredit(multiple(['a', 'b', 'c', 'd']), picked('a', 'b', 'c', 'd', 'e')).credit).toBe(0.75);
  });

  it('never gives a multiple choice less than 0 or more than 1', () => {
    const keys = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { minLength: 1 });
    fc.assert(
      fc.property(keys, keys, (correct, picks) => {
        const multiple = question({
          kind: 'multiple',
          choiceKeys: ['a', 'b', 'c', 'd', 'e', 'f'],
          correctKeys: correct,
        });
        const { credit, isCorrect } = attemptCredit(multiple, picked(...picks));
        expect(credit).toBeGreaterThanOrEqual(0);
        expect(credit).toBeLessThanOrEqual(1);
        expect(isCorrect).toBe([...correct].sort().join() === [...picks].sort().join());
      }),
    );
  });

  it('gives an ordering the share of items in place, right only in the full order', () => {
    const ordering = question({ kind: 'ordering', correctKeys: ['a', 'b', 'c', 'd'] });
    expect(attemptCredit(ordering, picked('a', 'b', 'c', 'd'))).toEqual({
      credit: 1,
      isCorrect: true,
      scored: true,
    });
    expect(attemptCredit(ordering, picked('a', 'b', 'd', 'c'))).toEqual({
      credit: 0.5,
      isCorrect: false,
      scored: true,
    });
    expect(attemptCredit(ordering, picked('d', 'c', 'b', 'a'))).toEqual({
      credit: 0,
      isCorrect: false,
      scored: true,
    });
  });

  it('matches a typed answer however it is written, in English or Arabic', () => {
    const typed = question({ kind: 'type_answer', choiceKeys: [], acceptedAnswers: ['Phishing', 'التصيد'] });
    const typedAs = (text: string) => attemptCredit(typed, { kind: 'text', text });
    expect(typedAs('  phishing! ')).toEqual({ credit: 1, isCorrect: true, scored: true });
    expect(typedAs('التَّصَيُّد')).toMatchObject({ credit: 1, isCorrect: true });
    expect(typedAs('vishing')).toEqual({ credit: 0, isCorrect: false, scored: true });
  });

  it('gives a slider its closeness: full within the tolerance, none from the limit on', () => {
    const slider = question({
      kind: 'slider',
      choiceKeys: [],
      slider: { min: 0, max: 100, step: 1, answer: 50, tolerance: 5, limit: 25, unit: { en: '%', ar: '٪' } },
    });
    const estimate = (value: number) => attemptCredit(slider, { kind: 'value', value });
    expect(estimate(54)).toEqual({ credit: 1, isCorrect: true, scored: true });
    expect(estimate(65)).toEqual({ credit: 0.5, isCorrect: false, scored: true });
    expect(estimate(75)).toEqual({ credit: 0, isCorrect: false, scored: true });
    expect(estimate(0)).toEqual({ credit: 0, isCorrect: false, scored: true });
  });

  it('never scores a poll, whatever is picked', () => {
    const poll = question({ kind: 'poll' });
    for (const key of ['a', 'b', 'c', 'd'])
      expect(attemptCredit(poll, picked(key))).toEqual({ credit: 0, isCorrect: false, scored: false });
  });
});

describe('attemptOutcome', () => {
  const right = { credit: 1, isCorrect: true, scored: true };
  const wrong = { credit: 0, isCorrect: false, scored: true };
  const poll = { credit: 0, isCorrect: false, scored: false };

  it('counts unanswered questions as wrong in the score, but not in the accuracy', () => {
    expect(
      attemptOutcome({ scoredQuestionsCount: 5, answers: [right, right, wrong], passScore: 40 }),
    ).toEqual({
      score: 40,
      correct: 2,
      wrong: 3,
      unanswered: 2,
      accuracy: 67,
      passed: true,
    });
  });

  it('adds partial credit to the score without counting it as correct', () => {
    const half = { credit: 0.5, isCorrect: false, scored: true };
    expect(
      attemptOutcome({ scoredQuestionsCount: 4, answers: [right, half, right, right], passScore: 90 }),
    ).toEqual({
      score: 88,
      correct: 3,
      wrong: 1,
      unanswered: 0,
      accuracy: 75,
      passed: false,
    });
  });

  it('leaves polls out of the score, the correct and wrong counts and the accuracy', () => {
    // Four questions asked, one of them a poll: three count.
    expect(
      attemptOutcome({ scoredQuestionsCount: 3, answers: [right, poll, right, wrong], passScore: 60 }),
    ).toEqual({
      score: 67,
      correct: 2,
      wrong: 1,
      unanswered: 0,
      accuracy: 67,
      passed: true,
    });
    expect(attemptOutcome({ scoredQuestionsCount: 0, answers: [poll], passScore: 0 })).toMatchObject({
      correct: 0,
      wrong: 0,
      unanswered: 0,
      accuracy: 0,
    });
  });

  it('passes at exactly the pass score and fails just below it', () => {
    const answers = [right, right, right, wrong];
    expect(attemptOutcome({ scoredQuestionsCount: 4, answers, passScore: 75 }).passed).toBe(true);
    expect(attemptOutcome({ scoredQuestionsCount: 4, answers, passScore: 76 }).passed).toBe(false);
  });

  it('scores an attempt with nothing answered (or nothing to answer) as 0 with accuracy 0', () => {
    expect(attemptOutcome({ scoredQuestionsCount: 3, answers: [], passScore: 50 })).toEqual({
      score: 0,
      correct: 0,
      wrong: 3,
      unanswered: 3,
      accuracy: 0,
      passed: false,
    });
    expect(attemptOutcome({ scoredQuestionsCount: 0, answers: [], passScore: 0 })).toMatchObject({
      score: 0,
      passed: true,
    });
  });
});

describe('reportedOutcome', () => {
  it('clamps and rounds the reported score and passes by the pass score', () => {
    expect(reportedOutcome({ score: 79.6, correct: 8, wrong: 2, passScore: 80 })).toEqual({
      score: 80,
      correct: 8,
      wrong: 2,
      unanswered: 0,
      accuracy: 80,
      passed: true,
    });
    expect(reportedOutcome({ score: 140, passScore: 80 })).toMatchObject({ score: 100, accuracy: 100 });
    expect(reportedOutcome({ score: -3, passScore: 1 })).toMatchObject({ score: 0, passed: false });
  });
});

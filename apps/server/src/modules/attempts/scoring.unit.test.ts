import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerCredit, attemptOutcome, reportedOutcome } from './scoring.js';

describe('answerCredit', () => {
  it('gives single and true/false answers all or nothing', () => {
    expect(answerCredit('single', ['b'], ['b'])).toEqual({ credit: 1, isCorrect: true });
    expect(answerCredit('single', ['b'], ['a'])).toEqual({ credit: 0, isCorrect: false });
    expect(answerCredit('true_false', ['false'], ['false'])).toEqual({ credit: 1, isCorrect: true });
    expect(answerCredit('true_false', ['false'], ['true'])).toEqual({ credit: 0, isCorrect: false });
    // Two picks on a one-answer question are never right, even if one of them is.
    expect(answerCredit('single', ['b'], ['a', 'b'])).toEqual({ credit: 0, isCorrect: false });
  });

  it('gives multiple choice partial credit: right picks minus wrong picks over the correct keys', () => {
    expect(answerCredit('multiple', ['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual({
      credit: 1,
      isCorrect: true,
    });
    expect(answerCredit('multiple', ['a', 'b', 'c'], ['a', 'b'])).toEqual({
      credit: 2 / 3,
      isCorrect: false,
    });
    expect(answerCredit('multiple', ['a', 'b'], ['a', 'c'])).toEqual({ credit: 0, isCorrect: false });
    expect(answerCredit('multiple', ['a', 'b', 'c', 'd'], ['a', 'b', 'c', 'e'])).toEqual({
      credit: 0.5,
      isCorrect: false,
    });
    expect(answerCredit('multiple', ['a', 'b', 'c', 'd'], ['a', 'b', 'c', 'd', 'e'])).toEqual({
      credit: 0.75,
      isCorrect: false,
    });
  });

  it('never gives less than 0 or more than 1', () => {
    const keys = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { minLength: 1 });
    fc.assert(
      fc.property(keys, keys, (correct, picked) => {
        const { credit, isCorrect } = answerCredit('multiple', correct, picked);
        expect(credit).toBeGreaterThanOrEqual(0);
        expect(credit).toBeLessThanOrEqual(1);
        expect(isCorrect).toBe([...correct].sort().join() === [...picked].sort().join());
      }),
    );
  });
});

describe('attemptOutcome', () => {
  const right = { credit: 1, isCorrect: true };
  const wrong = { credit: 0, isCorrect: false };

  it('counts unanswered questions as wrong in the score, but not in the accuracy', () => {
    expect(attemptOutcome({ questionsCount: 5, answers: [right, right, wrong], passScore: 40 })).toEqual({
      score: 40,
      correct: 2,
      wrong: 3,
      unanswered: 2,
      accuracy: 67,
      passed: true,
    });
  });

  it('adds partial credit to the score without counting it as correct', () => {
    const half = { credit: 0.5, isCorrect: false };
    expect(
      attemptOutcome({ questionsCount: 4, answers: [right, half, right, right], passScore: 90 }),
    ).toEqual({
      score: 88,
      correct: 3,
      wrong: 1,
      unanswered: 0,
      accuracy: 75,
      passed: false,
    });
  });

  it('passes at exactly the pass score and fails just below it', () => {
    const answers = [right, right, right, wrong];
    expect(attemptOutcome({ questionsCount: 4, answers, passScore: 75 }).passed).toBe(true);
    expect(attemptOutcome({ questionsCount: 4, answers, passScore: 76 }).passed).toBe(false);
  });

  it('scores an attempt with nothing answered (or nothing to answer) as 0 with accuracy 0', () => {
    expect(attemptOutcome({ questionsCount: 3, answers: [], passScore: 50 })).toEqual({
      score: 0,
      correct: 0,
      wrong: 3,
      unanswered: 3,
      accuracy: 0,
      passed: false,
    });
    expect(attemptOutcome({ questionsCount: 0, answers: [], passScore: 0 })).toMatchObject({
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

import { describe, expect, it } from 'vitest';
import { computeAwareness, type ScoredAnswer, type Topic } from './awareness.js';
import { DAY_MS } from './formula.js';

const now = new Date('2026-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

let sequence = 0;
function answers(count: number, values: Partial<ScoredAnswer> & { categoryId: string }): ScoredAnswer[] {
  return Array.from({ length: count }, () => ({
    questionId: `q${++sequence}`,
    difficulty: 'medium' as const,
    credit: 1,
    answeredAt: now,
    ...values,
  }));
}

const topic = (id: string, tier = 1): Topic => ({ id, tier });

describe('awareness (docs/domain.md worked examples)', () => {
  it('is 50 for a user with no answers: every topic sits on the prior, with no evidence', () => {
    const result = computeAwareness([], [topic('a'), topic('b', 2), topic('c', 3)], now);
    expect(result.score).toBe(50);
    expect(result.evidence).toBe(0);
    expect(result.lowConfidence).toBe(true);
    expect(result.capped).toBe(false);
    expect(result.topics.map((each) => each.mastery)).toEqual([0.5, 0.5, 0.5]);
  });

  it('weighs difficulty: six medium correct answers give mastery (9 + 1.5) / (9 + 3) = 0.875', () => {
    const result = computeAwareness(answers(6, { categoryId: 'a' }), [topic('a')], now);
    expect(result.topics[0]?.mastery).toBeCloseTo(0.875, 10);
    expect(result.topics[0]?.evidence).toBeCloseTo(0.75, 10);
    expect(result.score).toBe(88);
    expect(result.lowConfidence).toBe(false);
  });

  it('weighs topics by tier 4 / 3 / 2', () => {
    // Tier 1 topic at mastery 0.875, tier 3 topic on the prior: (4 * 0.875 + 2 * 0.5) / 6 = 0.75.
    const result = computeAwareness(answers(6, { categoryId: 'a' }), [topic('a', 1), topic('b', 3)], now);
    expect(result.uncapped).toBeCloseTo(75, 10);
    expect(result.score).toBe(75);
  });

  it('halves an answer every 90 days and ignores answers older than 365 days', () => {
    const one = (answeredAt: Date) =>
      computeAwareness(answers(1, { categoryId: 'a', difficulty: 'easy', answeredAt }), [topic('a')], now);
    expect(one(now).topics[0]?.mastery).toBeCloseTo(2.5 / 4, 10);
    expect(one(daysAgo(90)).topics[0]?.mastery).toBeCloseTo(2 / 3.5, 10);
    expect(one(daysAgo(366)).topics[0]).toMatchObject({ mastery: 0.5, evidence: 0, answered: 0 });
  });

  it('discounts repeats of the same question: 1 + 0.5 + 0.25 of the weight', () => {
    const repeated = [1, 2, 3].map((hour) => ({
      questionId: 'same',
      categoryId: 'a',
      difficulty: 'medium' as const,
      credit: 1,
      answeredAt: new Date(now.getTime() - hour * 3_600_000),
    }));
    const result = computeAwareness(repeated, [topic('a')], now);
    // w = 1.5 + 0.75 + 0.375 = 2.625 (hours of decay aside): mastery (2.625 + 1.5) / (2.625 + 3).
    expect(result.topics[0]?.mastery).toBeCloseTo(4.125 / 5.625, 3);
  });

  it('counts partial credit of multiple choice', () => {
    const result = computeAwareness(
      answers(2, { categoryId: 'a', difficulty: 'easy', credit: 0.5 }),
      [topic('a')],
      now,
    );
    expect(result.topics[0]?.mastery).toBeCloseTo(0.5, 10);
  });

  it('caps the score at 69 while a tier-1 topic is known to be weak', () => {
    // Tier-1 "a": 4 medium wrong answers, mastery 1.5 / 9 = 0.167 with wrong evidence 6 / 9.
    // Five tier-2 topics with 20 hard correct answers each, mastery 41.5 / 43 = 0.965.
    const strong = ['b', 'c', 'd', 'e', 'f'];
    const result = computeAwareness(
      [
        ...answers(4, { categoryId: 'a', credit: 0 }),
        ...strong.flatMap((id) => answers(20, { categoryId: id, difficulty: 'hard' })),
      ],
      [topic('a', 1), ...strong.map((id) => topic(id, 2))],
      now,
    );
    expect(result.uncapped).toBeCloseTo(79.7, 1);
    expect(result.capped).toBe(true);
    expect(result.score).toBe(69);
  });

  it('does not cap for a weak tier-1 topic known from too few answers (low confidence)', () => {
    const strong = ['b', 'c', 'd', 'e', 'f'];
    const result = computeAwareness(
      [
        // One easy wrong answer: mastery 1.5 / 4 < 0.5, but wrong evidence 1 / 4 < 0.5.
        ...answers(1, { categoryId: 'a', difficulty: 'easy', credit: 0 }),
        ...strong.flatMap((id) => answers(20, { categoryId: id, difficulty: 'hard' })),
      ],
      [topic('a', 1), ...strong.map((id) => topic(id, 2))],
      now,
    );
    expect(result.topics[0]?.evidence).toBeLessThan(0.5);
    expect(result.capped).toBe(false);
    expect(result.score).toBeGreaterThan(69);
  });

  it('never lets a correct answer engage the cap (only wrong answers make a weakness known)', () => {
    const strong = ['b', 'c', 'd', 'e', 'f'];
    const others = strong.flatMap((id) => answers(20, { categoryId: id, difficulty: 'hard' }));
    const taxonomy = [topic('a', 1), ...strong.map((id) => topic(id, 2))];
    const wrong = answers(1, { categoryId: 'a', difficulty: 'hard', credit: 0 });
    const before = computeAwareness([...wrong, ...others], taxonomy, now);
    // One easy correct answer: mastery 2.5 / 6 = 0.42 with evidence 3 / 6 = 0.5; the wrong answers'
    // evidence stays 2 / 5 = 0.4, so the topic is not yet known to be weak.
    const after = computeAwareness(
      [...wrong, ...others, ...answers(1, { categoryId: 'a', difficulty: 'easy' })],
      taxonomy,
      now,
    );
    expect(after.topics[0]?.mastery).toBeCloseTo(2.5 / 6, 10);
    expect(after.topics[0]?.evidence).toBeCloseTo(0.5, 10);
    expect(after.capped).toBe(false);
    expect(after.score).toBeGreaterThan(before.score);
  });

  it('marks low confidence while the tier-weighted evidence is under 0.5', () => {
    // Two easy answers: evidence 2 / 5 = 0.4.
    const result = computeAwareness(answers(2, { categoryId: 'a', difficulty: 'easy' }), [topic('a')], now);
    expect(result.evidence).toBeCloseTo(0.4, 10);
    expect(result.lowConfidence).toBe(true);
  });

  it('ignores answers of topics outside the taxonomy', () => {
    const result = computeAwareness(answers(5, { categoryId: 'gone', credit: 0 }), [topic('a')], now);
    expect(result.score).toBe(50);
  });
});

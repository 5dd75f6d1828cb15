import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AWARENESS_BANDS, RISK_BANDS } from '@awarequest/contracts';
import { computeAwareness, type ScoredAnswer, type Topic } from './awareness.js';
import { awarenessBand, riskBand } from './bands.js';
import { DAY_MS } from './formula.js';
import { computeRisk } from './risk.js';

const now = new Date('2026-06-01T12:00:00Z');
const topics: Topic[] = [
  { id: 't1', tier: 1 },
  { id: 't2', tier: 1 },
  { id: 't3', tier: 2 },
  { id: 't4', tier: 3 },
];

const answerArb: fc.Arbitrary<ScoredAnswer> = fc.record({
  questionId: fc.constantFrom('q1', 'q2', 'q3', 'q4', 'q5', 'q6'),
  categoryId: fc.constantFrom('t1', 't2', 't3', 't4'),
  difficulty: fc.constantFrom('easy' as const, 'medium' as const, 'hard' as const),
  credit: fc.oneof(fc.constantFrom(0, 1), fc.double({ min: 0, max: 1, noNaN: true })),
  answeredAt: fc.integer({ min: 0, max: 400 }).map((days) => new Date(now.getTime() - days * DAY_MS)),
});

describe('score properties', () => {
  it('awareness is an integer in 0..100 and its evidence in 0..1', () => {
    fc.assert(
      fc.property(fc.array(answerArb, { maxLength: 60 }), (answers) => {
        const result = computeAwareness(answers, topics, now);
        expect(Number.isInteger(result.score)).toBe(true);
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThanOrEqual(100);
        expect(result.evidence).toBeGreaterThanOrEqual(0);
        expect(result.evidence).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('adding a correct answer never lowers awareness', () => {
    fc.assert(
      fc.property(
        fc.array(answerArb, { maxLength: 60 }),
        fc.constantFrom('q1', 'q7'),
        fc.constantFrom('t1', 't2', 't3', 't4'),
        fc.constantFrom('easy' as const, 'medium' as const, 'hard' as const),
        (answers, questionId, categoryId, difficulty) => {
          const before = computeAwareness(answers, topics, now);
          const after = computeAwareness(
            [...answers, { questionId, categoryId, difficulty, credit: 1, answeredAt: now }],
            topics,
            now,
          );
          expect(after.score).toBeGreaterThanOrEqual(before.score);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('risk is an integer in 0..100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.array(
          fc.record({
            gameId: fc.string(),
            lastPassed: fc.boolean(),
            attempts: fc.integer({ min: 1, max: 9 }),
            lastFinishedAt: fc.integer({ min: 0, max: 500 }).map((d) => new Date(now.getTime() - d * DAY_MS)),
          }),
          { maxLength: 10 },
        ),
        fc.option(fc.integer({ min: 0, max: 900 })),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(
          'high_impact' as const,
          'sensitive' as const,
          'standard' as const,
          'low_access' as const,
        ),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (awareness, quizzes, inactiveDays, perfect, roleLevel, complianceGap) => {
          const result = computeRisk(
            {
              awareness,
              quizzes,
              complianceGap,
              lastActiveAt: inactiveDays === null ? null : new Date(now.getTime() - inactiveDays * DAY_MS),
              perfectQuizzesAt: Array.from({ length: perfect }, () => now),
              roleLevel,
            },
            now,
          );
          expect(Number.isInteger(result.score)).toBe(true);
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it('bands are monotone: a higher score never falls in a lower band', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(AWARENESS_BANDS.indexOf(awarenessBand(low))).toBeLessThanOrEqual(
          AWARENESS_BANDS.indexOf(awarenessBand(high)),
        );
        expect(RISK_BANDS.indexOf(riskBand(low))).toBeLessThanOrEqual(RISK_BANDS.indexOf(riskBand(high)));
      }),
    );
  });

  it('bands start where docs/domain.md says', () => {
    expect([0, 39, 40, 69, 70, 84, 85, 100].map(awarenessBand)).toEqual([
      'low',
      'low',
      'developing',
      'developing',
      'proficient',
      'proficient',
      'advanced',
      'advanced',
    ]);
    expect([19, 20, 39, 40, 59, 60, 79, 80].map(riskBand)).toEqual([
      'low',
      'guarded',
      'guarded',
      'elevated',
      'elevated',
      'high',
      'high',
      'critical',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { DAY_MS } from './formula.js';
import { computeRisk, disengagement, quizFailurePressure, type RiskInput } from './risk.js';

const now = new Date('2026-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

/** Awareness 60 (G 0.4); quizzes: one failed, one passed on the 3rd attempt, one passed first (Q 0.5);
 *  inactive 45 days (P 0.5); one perfect quiz (R 1/3). Likelihood 0.16 + 0.125 + 0.05 - 0.0167 = 0.3183. */
const example: RiskInput = {
  awareness: 60,
  quizzes: [
    { gameId: 'failed', lastPassed: false, attempts: 1, lastFinishedAt: daysAgo(45) },
    { gameId: 'late', lastPassed: true, attempts: 3, lastFinishedAt: daysAgo(45) },
    { gameId: 'first', lastPassed: true, attempts: 1, lastFinishedAt: daysAgo(45) },
  ],
  complianceGap: 0,
  lastActiveAt: daysAgo(45),
  perfectQuizzesAt: [daysAgo(45)],
  roleLevel: 'standard',
};

describe('risk (docs/domain.md worked examples)', () => {
  it('combines the components and scales them by the role impact', () => {
    const result = computeRisk(example, now);
    expect(result.components).toEqual({
      knowledge_gap: 0.4,
      quiz_failures: 0.5,
      compliance: 0,
      disengagement: 0.5,
      positive_credit: 1 / 3,
    });
    expect(result.likelihood).toBeCloseTo(0.318333, 5);
    expect(result.score).toBe(22);
    expect(computeRisk({ ...example, roleLevel: 'high_impact' }, now).score).toBe(32);
    expect(computeRisk({ ...example, roleLevel: 'sensitive' }, now).score).toBe(27);
    expect(computeRisk({ ...example, roleLevel: 'low_access' }, now).score).toBe(18);
  });

  it('weighs recent quizzes more: a fail 90 days old counts half of a fresh pass', () => {
    const pressure = quizFailurePressure(
      [
        { gameId: 'old', lastPassed: false, attempts: 1, lastFinishedAt: daysAgo(90) },
        { gameId: 'new', lastPassed: true, attempts: 1, lastFinishedAt: now },
      ],
      now,
    );
    expect(pressure).toBeCloseTo(0.5 / 1.5, 10);
  });

  it('counts inactivity only after 30 days, in full after 90', () => {
    expect(disengagement(null)).toBe(0);
    expect(disengagement(30)).toBe(0);
    expect(disengagement(45)).toBe(0.5);
    expect(disengagement(200)).toBe(1);
  });

  it('is 0 for a perfect, active player: the likelihood is clamped at 0', () => {
    const result = computeRisk(
      {
        awareness: 100,
        quizzes: [{ gameId: 'a', lastPassed: true, attempts: 1, lastFinishedAt: now }],
        complianceGap: 0,
        lastActiveAt: now,
        perfectQuizzesAt: [now, now, now],
        roleLevel: 'high_impact',
      },
      now,
    );
    expect(result.components.positive_credit).toBe(1);
    expect(result.score).toBe(0);
  });

  it('lets perfect quizzes older than 90 days earn no credit', () => {
    expect(computeRisk({ ...example, perfectQuizzesAt: [daysAgo(91)] }, now).components.positive_credit).toBe(
      0,
    );
  });
});

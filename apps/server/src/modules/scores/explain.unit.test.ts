import { describe, expect, it } from 'vitest';
import type { ScoreFactor } from '@awarequest/contracts';
import { computeAwareness, type ScoredAnswer } from './awareness.js';
import { awarenessFactors, riskFactors } from './explain.js';
import { DAY_MS } from './formula.js';
import { computeRisk } from './risk.js';

const now = new Date('2026-06-01T12:00:00Z');
const names = new Map([
  ['phish', { en: 'Phishing', ar: 'التصيد الاحتيالي' }],
  ['ai', { en: 'Safe use of AI tools', ar: 'الاستخدام الآمن لأدوات الذكاء الاصطناعي' }],
]);
const answers = (categoryId: string, count: number, credit: number): ScoredAnswer[] =>
  Array.from({ length: count }, (_, index) => ({
    questionId: `${categoryId}-${index}`,
    categoryId,
    difficulty: 'hard' as const,
    credit,
    answeredAt: now,
  }));
const signed = (factors: ScoreFactor[]) =>
  factors.reduce((sum, factor) => sum + (factor.effect === 'raises' ? factor.points : -factor.points), 0);
const ARABIC = /[\u0600-\u06FF]/;

describe('score explanations', () => {
  it('explains awareness as the baseline plus each topic, adding up to the score, in both languages', () => {
    const result = computeAwareness(
      [...answers('phish', 2, 0), ...answers('ai', 11, 1)],
      [
        { id: 'phish', tier: 1 },
        { id: 'ai', tier: 2 },
      ],
      now,
    );
    const factors = awarenessFactors(result, names);
    expect(factors.map((factor) => [factor.key, factor.category_id, factor.effect])).toEqual([
      ['baseline', null, 'raises'],
      ['topic', 'ai', 'raises'],
      ['topic', 'phish', 'lowers'],
    ]);
    expect(signed(factors)).toBeCloseTo(result.score, 0);
    expect(factors[1]?.text.en).toBe(
      `Safe use of AI tools: 94% mastery from 11 answers raises your score by ${factors[1]?.points} points.`,
    );
    expect(factors[1]?.text.ar).toContain('من ١١ إجابة');
    expect(factors[2]?.text.ar).toContain('من إجابتين');
    for (const factor of factors) expect(factor.text.ar).toMatch(ARABIC);
  });

  it('says a half-right topic does not move the score, rather than moving it by 0 points', () => {
    const result = computeAwareness(
      [
        ...answers('phish', 1, 1),
        ...answers('phish', 1, 0).map((answer) => ({ ...answer, questionId: 'other' })),
      ],
      [{ id: 'phish', tier: 1 }],
      now,
    );
    const topic = awarenessFactors(result, names).find((factor) => factor.key === 'topic');
    expect(topic?.points).toBe(0);
    expect(topic?.text.en).toBe('Phishing: 50% mastery from 2 answers does not move your score.');
    expect(topic?.text.ar).toContain('لا يغيّر درجتك');
  });

  it('explains the tier-1 cap as what it took off', () => {
    const strong = ['b', 'c', 'd', 'e', 'f'];
    const result = computeAwareness(
      [...answers('phish', 4, 0), ...strong.flatMap((id) => answers(id, 20, 1))],
      [{ id: 'phish', tier: 1 }, ...strong.map((id) => ({ id, tier: 2 }))],
      now,
    );
    const factors = awarenessFactors(result, names);
    expect(result.capped).toBe(true);
    expect(factors.at(-1)).toMatchObject({ key: 'tier1_cap', effect: 'lowers' });
    expect(signed(factors)).toBeCloseTo(69, 0);
  });

  it('explains risk component by component, adding up to the score', () => {
    const inactiveSince = new Date(now.getTime() - 45 * DAY_MS);
    const risk = computeRisk(
      {
        awareness: 60,
        quizzes: [{ gameId: 'g', lastPassed: false, attempts: 1, lastFinishedAt: inactiveSince }],
        complianceGap: 0,
        lastActiveAt: inactiveSince,
        perfectQuizzesAt: [inactiveSince],
        roleLevel: 'standard',
      },
      now,
    );
    const factors = riskFactors(risk, 'standard', 60);
    expect(factors.map((factor) => [factor.key, factor.effect])).toEqual([
      ['knowledge_gap', 'raises'],
      ['quiz_failures', 'raises'],
      ['compliance', 'raises'],
      ['disengagement', 'raises'],
      ['positive_credit', 'lowers'],
      ['impact', 'lowers'],
    ]);
    // Impact aside, the components sum to the score.
    expect(signed(factors.filter((factor) => factor.key !== 'impact'))).toBeCloseTo(risk.score, 0);
    expect(factors.find((factor) => factor.key === 'compliance')?.points).toBe(0);
    expect(factors.find((factor) => factor.key === 'disengagement')?.text).toEqual({
      en: 'Inactive for 45 days: adds 3.5 points.',
      ar: 'غير نشط منذ ٤٥ يومًا: يضيف ٣٫٥ نقطة.',
    });
    expect(factors.find((factor) => factor.key === 'positive_credit')?.text.en).toBe(
      '1 perfect quiz in the last 90 days: your risk is 1.2 points lower.',
    );
  });

  describe('the compliance factor (docs/domain.md "Events and the compliance part of risk")', () => {
    const riskWith = (complianceGap: number) =>
      computeRisk(
        {
          awareness: 50,
          quizzes: [],
          complianceGap,
          lastActiveAt: now,
          perfectQuizzesAt: [],
          roleLevel: 'standard',
        },
        now,
      );
    const complianceOf = (gap: number, counts: { due: number; overdue: number; lateHalf: number }) =>
      riskFactors(riskWith(gap), 'standard', 50, counts).find((factor) => factor.key === 'compliance');

    it('says so when nothing assigned fell due', () => {
      expect(complianceOf(0, { due: 0, overdue: 0, lateHalf: 0 })).toMatchObject({
        points: 0,
        text: {
          en: 'Compliance: nothing assigned to you fell due in the last year, so nothing is overdue (0 points).',
          ar: 'الامتثال: لم يحلّ خلال العام الماضي موعد أي شيء أُسند إليك، فلا شيء متأخر (٠ نقطة).',
        },
      });
    });

    it('says when all assigned work was done on time', () => {
      expect(complianceOf(0, { due: 1, overdue: 0, lateHalf: 0 })?.text).toEqual({
        en: 'Compliance: 1 assigned game fell due in the last year, all done on time: nothing added.',
        ar: 'الامتثال: أُنجزت في موعدها جميع الألعاب المُسندة إليك التي حلّ موعدها خلال العام الماضي (١): لا شيء يُضاف.',
      });
    });

    it('counts overdue and late games out of the games due, with the points they add', () => {
      // C = (1 + 0.5 × 1) / 4 = 0.375: 100 × 0.2 × 0.375 × 0.7 = 5.25 points.
      const factor = complianceOf(0.375, { due: 4, overdue: 1, lateHalf: 1 });
      expect(factor).toMatchObject({ key: 'compliance', effect: 'raises', points: 5.3 });
      expect(factor?.text).toEqual({
        en: 'Compliance: of 4 assigned games that fell due in the last year, 1 overdue and 1 done late (counted as half), adding 5.3 points.',
        ar: 'الامتثال: من الألعاب المُسندة إليك التي حلّ موعدها خلال العام الماضي (٤)، المتأخر منها ١ والمُنجز متأخرًا ١ (يُحتسب نصفًا)، مما يضيف ٥٫٣ نقطة.',
      });
      expect(factor?.text.ar).toMatch(ARABIC);
    });
  });
});

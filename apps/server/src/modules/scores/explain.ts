import {
  AWARENESS_TIER1_CAP,
  toArabicIndicDigits,
  type RoleLevel,
  type ScoreFactor,
} from '@awarequest/contracts';
import type { AwarenessResult } from './awareness.js';
import { PRIOR_MASTERY, RISK_WEIGHTS, oneDecimal, tierWeight } from './formula.js';
import { ANSWERS, ASSIGNED_GAMES, DAYS, PERFECT_QUIZZES, POINTS, arCount, enCount } from './plural.js';
import type { RiskResult } from './risk.js';

/**
 * Every score comes with its explanation: each factor's contribution in score points, in words,
 * in English and Arabic. Awareness: the baseline (every topic starts at 50) plus each answered
 * topic's pull above or below 50, then the tier-1 cap. Risk: each component times its weight
 * and the role's impact, and what the impact took off.
 */

interface Localized {
  en: string;
  ar: string;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const points = (value: number) => oneDecimal(Math.abs(value));
const enPoints = (value: number) => enCount(points(value), POINTS.en);
const arPoints = (value: number) => arCount(points(value), POINTS.ar);
/** An Arabic explanation as the screens write numbers: Arabic-Indic digits and the ٪ sign. */
const arabic = (text: string) => toArabicIndicDigits(text).replace(/%/g, '\u066a');

const ROLE_NAMES: Record<RoleLevel, Localized> = {
  high_impact: {
    en: 'high impact (executive, finance or IT administration)',
    ar: 'تأثير مرتفع (تنفيذي أو مالية أو إدارة تقنية المعلومات)',
  },
  sensitive: {
    en: 'sensitive (HR, legal or sensitive data)',
    ar: 'حساس (موارد بشرية أو شؤون قانونية أو بيانات حساسة)',
  },
  standard: { en: 'standard', ar: 'عادي' },
  low_access: { en: 'low access', ar: 'صلاحيات محدودة' },
};

function factor(
  key: ScoreFactor['key'],
  value: number,
  text: Localized,
  categoryId: string | null = null,
): ScoreFactor {
  // A negative value (or -0: credit and impact always pull down) lowers the score.
  const lowers = value < 0 || Object.is(value, -0);
  return { key, category_id: categoryId, effect: lowers ? 'lowers' : 'raises', points: points(value), text };
}

export function awarenessFactors(
  result: AwarenessResult,
  topicNames: ReadonlyMap<string, Localized>,
): ScoreFactor[] {
  const tierSum = result.topics.reduce((total, topic) => total + tierWeight(topic.tier), 0);
  const baseline = 100 * PRIOR_MASTERY;
  const factors: ScoreFactor[] = [
    factor('baseline', baseline, {
      en: `Every topic starts at ${baseline} until you answer its questions.`,
      ar: arabic(`يبدأ كل موضوع عند ${baseline} حتى تجيب عن أسئلته.`),
    }),
  ];
  const topics = result.topics
    .filter((topic) => topic.answered > 0 && tierSum > 0)
    .map((topic) => ({
      topic,
      pull: (100 * tierWeight(topic.tier) * (topic.mastery - PRIOR_MASTERY)) / tierSum,
    }))
    .sort((a, b) => Math.abs(b.pull) - Math.abs(a.pull));
  for (const { topic, pull } of topics) {
    const name = topicNames.get(topic.categoryId) ?? { en: 'A topic', ar: 'موضوع' };
    const mastery = percent(topic.mastery);
    const unsure = topic.evidence < 0.5;
    // Half right is the prior: such a topic moves the score by nothing, and says so.
    const isNeutral = points(pull) === 0;
    factors.push(
      factor(
        'topic',
        pull,
        {
          en:
            `${name.en}: ${mastery} mastery from ${enCount(topic.answered, ANSWERS.en)} ` +
            (isNeutral
              ? 'does not move your score'
              : `${pull < 0 ? 'lowers' : 'raises'} your score by ${enPoints(pull)}`) +
            (unsure ? ' (low confidence: answer more of its questions).' : '.'),
          // The topic's name is content and keeps its own digits.
          ar:
            `${name.ar}: ` +
            arabic(
              `إتقان ${mastery} من ${arCount(topic.answered, ANSWERS.ar)} ` +
                (isNeutral
                  ? 'لا يغيّر درجتك'
                  : `${pull < 0 ? 'يخفض' : 'يرفع'} درجتك بمقدار ${arPoints(pull)}`) +
                (unsure ? ' (ثقة منخفضة: أجب عن المزيد من أسئلته).' : '.'),
            ),
        },
        topic.categoryId,
      ),
    );
  }
  if (result.capped) {
    factors.push(
      factor('tier1_cap', -(Math.round(result.uncapped) - AWARENESS_TIER1_CAP), {
        en: `Held at ${AWARENESS_TIER1_CAP} because an essential topic is known to be weak: master it to go higher.`,
        ar: arabic(
          `ثُبّتت الدرجة عند ${AWARENESS_TIER1_CAP} لأن موضوعًا أساسيًا ضعيف بشكل مؤكد: أتقنه لترتفع درجتك.`,
        ),
      }),
    );
  }
  return factors;
}

/** How many assigned games fell due in the last year, and how many of them are overdue or were done late. */
export interface ComplianceCounts {
  due: number;
  overdue: number;
  lateHalf: number;
}

const NOTHING_ASSIGNED: ComplianceCounts = { due: 0, overdue: 0, lateHalf: 0 };

/** C in words (docs/domain.md "Events and the compliance part of risk"). */
function complianceText(counts: ComplianceCounts, added: number): Localized {
  const { due, overdue, lateHalf } = counts;
  if (due === 0)
    return {
      en: 'Compliance: nothing assigned to you fell due in the last year, so nothing is overdue (0 points).',
      ar: arabic('الامتثال: لم يحلّ خلال العام الماضي موعد أي شيء أُسند إليك، فلا شيء متأخر (0 نقطة).'),
    };
  if (overdue === 0 && lateHalf === 0)
    return {
      en: `Compliance: ${enCount(due, ASSIGNED_GAMES.en)} fell due in the last year, all done on time: nothing added.`,
      ar: arabic(
        `الامتثال: أُنجزت في موعدها جميع الألعاب المُسندة إليك التي حلّ موعدها خلال العام الماضي (${due}): لا شيء يُضاف.`,
      ),
    };
  const en = [
    overdue > 0 ? `${overdue} overdue` : '',
    lateHalf > 0 ? `${lateHalf} done late (counted as half)` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  const ar = [
    overdue > 0 ? `المتأخر منها ${overdue}` : '',
    lateHalf > 0 ? `المُنجز متأخرًا ${lateHalf} (يُحتسب نصفًا)` : '',
  ]
    .filter(Boolean)
    .join(' و');
  return {
    en: `Compliance: of ${enCount(due, ASSIGNED_GAMES.en)} that fell due in the last year, ${en}, adding ${enPoints(added)}.`,
    ar: arabic(
      `الامتثال: من الألعاب المُسندة إليك التي حلّ موعدها خلال العام الماضي (${due})، ${ar}، مما يضيف ${arPoints(added)}.`,
    ),
  };
}

export function riskFactors(
  result: RiskResult,
  roleLevel: RoleLevel,
  awareness: number,
  assigned: ComplianceCounts = NOTHING_ASSIGNED,
): ScoreFactor[] {
  const { components, impact } = result;
  const scaled = (weight: number, value: number) => 100 * weight * value * impact;
  const gap = scaled(RISK_WEIGHTS.knowledge_gap, components.knowledge_gap);
  const failures = scaled(RISK_WEIGHTS.quiz_failures, components.quiz_failures);
  const compliance = scaled(RISK_WEIGHTS.compliance, components.compliance);
  const inactive = scaled(RISK_WEIGHTS.disengagement, components.disengagement);
  const credit = scaled(RISK_WEIGHTS.positive_credit, components.positive_credit);
  const inactiveDays = Math.round(result.inactiveDays ?? 0);
  const role = ROLE_NAMES[roleLevel];
  return [
    factor('knowledge_gap', gap, {
      en: `Knowledge gap: an awareness score of ${awareness} adds ${enPoints(gap)}.`,
      ar: arabic(`فجوة المعرفة: درجة وعي ${awareness} تضيف ${arPoints(gap)}.`),
    }),
    factor('quiz_failures', failures, {
      en:
        components.quiz_failures === 0
          ? 'No recently failed quizzes: nothing added.'
          : `Failed quizzes: ${percent(components.quiz_failures)} of your recent quizzes were not passed (or took 3 or more attempts), adding ${enPoints(failures)}.`,
      ar: arabic(
        components.quiz_failures === 0
          ? 'لا توجد اختبارات راسبة مؤخرًا: لا شيء يُضاف.'
          : `الاختبارات الراسبة: ${percent(components.quiz_failures)} من اختباراتك الأخيرة لم تنجح فيها (أو احتاجت 3 محاولات أو أكثر)، مما يضيف ${arPoints(failures)}.`,
      ),
    }),
    factor('compliance', compliance, complianceText(assigned, compliance)),
    factor('disengagement', inactive, {
      en:
        components.disengagement === 0
          ? 'Active in the last 30 days: nothing added for inactivity.'
          : `Inactive for ${enCount(inactiveDays, DAYS.en)}: adds ${enPoints(inactive)}.`,
      ar: arabic(
        components.disengagement === 0
          ? 'نشط خلال آخر 30 يومًا: لا شيء يُضاف بسبب عدم النشاط.'
          : `غير نشط منذ ${arCount(inactiveDays, DAYS.ar)}: يضيف ${arPoints(inactive)}.`,
      ),
    }),
    factor('positive_credit', -credit, {
      en:
        result.perfectQuizzes === 0
          ? 'No perfect quizzes in the last 90 days: a perfect score would lower your risk.'
          : `${enCount(result.perfectQuizzes, PERFECT_QUIZZES.en)} in the last 90 days: your risk is ${enPoints(credit)} lower.`,
      ar: arabic(
        result.perfectQuizzes === 0
          ? 'لا توجد اختبارات بدرجة كاملة خلال آخر 90 يومًا: الدرجة الكاملة تخفض مخاطرك.'
          : `${arCount(result.perfectQuizzes, PERFECT_QUIZZES.ar)} خلال آخر 90 يومًا: مخاطرك أقل بمقدار ${arPoints(credit)}.`,
      ),
    }),
    factor('impact', -(100 * result.likelihood * (1 - impact)), {
      en: `Your role level is ${role.en}, so risk counts ${percent(impact)} of the likelihood.`,
      ar: arabic(`مستوى دورك ${role.ar}، لذا تُحتسب المخاطر بنسبة ${percent(impact)} من الاحتمال.`),
    }),
  ];
}

import type pg from 'pg';
import { ANSWERS_PER_ATTEMPT } from './seed-activity.js';
import { POSITIONS } from './seed-people.js';
import { literal } from './seed-sql.js';

/**
 * Score rows for everyone, written set-based from the seed's plan tables: the recompute service
 * works one person at a time, which for 100,000 people takes far longer than the seed may.
 * The values follow docs/domain.md closely enough for the reports to have realistic spreads:
 * awareness from per-topic mastery (recency half-life 90 days, a 365-day window, the prior of
 * 3 half-right answers, tier weights 4/3/2, the tier-1 cap at 69) with every question weighted
 * as "medium" and no retry discount; risk from G, Q (share of failed attempts), P and R, scaled
 * by the role level of the position. The factor texts are generic. The people the benchmark
 * signs in as get their rows from the product's own recompute afterwards, when it exists.
 */

const MEDIUM = 1.5;
const IMPACT = { high_impact: 1, sensitive: 0.85, standard: 0.7, low_access: 0.55 } as const;

const age = (at: string) => `(extract(epoch FROM now() - ${at}) / 86400.0)`;
const correctOf = (mask: string) =>
  Array.from({ length: ANSWERS_PER_ATTEMPT }, (_, k) => `((${mask} >> ${k}) & 1)`).join(' + ');

export async function insertTopicScores(client: pg.Client): Promise<void> {
  const weight = (at: string) => `${ANSWERS_PER_ATTEMPT * MEDIUM} * power(2, -${age(at)} / 90.0)`;
  await client.query(`
    INSERT INTO user_topic_scores (user_id, category_id, mastery, evidence, answered)
    SELECT user_id, category_id, (sum(w * y) + 1.5) / (sum(w) + 3), sum(w) / (sum(w) + 3),
           count(*) * ${ANSWERS_PER_ATTEMPT}
      FROM (
        SELECT p.user_id, g.category_id, ${weight('p.started_at')} AS w,
               (${correctOf('p.mask')})::float8 / ${ANSWERS_PER_ATTEMPT} AS y
          FROM bench_attempt_plan p JOIN bench_games g ON g.idx = p.game_idx
         WHERE p.started_at > now() - interval '365 days'
        UNION ALL
        SELECT p.user_id, g.category_id, ${weight('p.ended_at')},
               (${correctOf('p.mask')})::float8 / ${ANSWERS_PER_ATTEMPT}
          FROM bench_live_plan p JOIN bench_games g ON g.idx = p.game_idx
         WHERE p.ended_at > now() - interval '365 days'
      ) answers
     GROUP BY user_id, category_id`);
}

const TEXTS = {
  baseline: [
    'Every topic starts at 50 until answers show more.',
    'يبدأ كل موضوع من 50 حتى تُظهر الإجابات المزيد.',
  ],
  knowledge_gap: ['Gaps in what you know raise the risk.', 'الثغرات في معرفتك ترفع درجة الخطر.'],
  quiz_failures: [
    'Quizzes whose last attempt failed raise the risk.',
    'الاختبارات التي لم تنجح آخر محاولة فيها ترفع درجة الخطر.',
  ],
  compliance: [
    'No training is assigned yet, so nothing is overdue.',
    'لا يوجد تدريب مُسند بعد، فلا شيء متأخر.',
  ],
  disengagement: [
    'Time since you last played raises the risk.',
    'المدة منذ آخر مرة لعبت فيها ترفع درجة الخطر.',
  ],
  positive_credit: [
    'Perfect quizzes in the last 90 days lower the risk.',
    'الاختبارات الكاملة في آخر 90 يومًا تخفض درجة الخطر.',
  ],
  impact: ["Your role's access scales the risk.", 'صلاحيات دورك تضاعف درجة الخطر.'],
} as const;

function factor(key: keyof typeof TEXTS, effect: 'raises' | 'lowers', points: string): string {
  const [en, ar] = TEXTS[key];
  return `jsonb_build_object('key', '${key}', 'category_id', NULL, 'effect', '${effect}',
    'points', round((${points})::numeric, 1), 'text', jsonb_build_object('en', ${literal(en)}, 'ar', ${literal(ar)}))`;
}

export async function insertUserScores(client: pg.Client, formulaVersion: string): Promise<void> {
  const roleLevel = `CASE u.positions ->> 0 ${POSITIONS.map(
    ([position, level]) => `WHEN ${literal(position)} THEN '${level}'`,
  ).join(' ')} ELSE 'standard' END`;
  const impact = `CASE role_level ${Object.entries(IMPACT)
    .map(([level, value]) => `WHEN '${level}' THEN ${value}`)
    .join(' ')} END`;
  await client.query(`
    WITH cats AS (
      SELECT id, tier, CASE tier WHEN 1 THEN 4 WHEN 2 THEN 3 ELSE 2 END AS tw FROM categories
    ), total AS (SELECT sum(tw)::float8 AS tw FROM cats),
    topic AS (
      SELECT t.user_id, sum(c.tw * (t.mastery - 0.5)) AS lift, sum(c.tw * t.evidence) AS ev,
             bool_or(c.tier = 1 AND t.mastery < 0.5 AND t.evidence >= 0.5) AS capped
        FROM user_topic_scores t JOIN cats c ON c.id = t.category_id GROUP BY t.user_id
    ), quiz AS (
      SELECT user_id, count(*) AS attempts, sum(score * 10) AS points,
             count(*) FILTER (WHERE NOT is_passed) AS failed, max(finished_at) AS last_at,
             count(*) FILTER (WHERE score = 100 AND finished_at > now() - interval '90 days') AS perfect
        FROM attempts GROUP BY user_id
    ), live AS (
      SELECT user_id, sum(points) AS points, max(ended_at) AS last_at FROM live_results GROUP BY user_id
    ), person AS (
      SELECT u.id AS user_id, ${roleLevel} AS role_level,
             coalesce(quiz.points, 0) + coalesce(live.points, 0) AS points,
             greatest(quiz.last_at, live.last_at) AS last_at,
             coalesce(quiz.failed::float8 / nullif(quiz.attempts, 0), 0) AS q,
             least(1, coalesce(quiz.perfect, 0) / 3.0) AS r,
             100 * (0.5 + coalesce(topic.lift, 0) / total.tw) AS raw_awareness,
             coalesce(topic.ev, 0) / total.tw AS evidence,
             coalesce(topic.capped, false) AS capped
        FROM users u
        LEFT JOIN quiz ON quiz.user_id = u.id
        LEFT JOIN live ON live.user_id = u.id
        LEFT JOIN topic ON topic.user_id = u.id
        CROSS JOIN total
       WHERE quiz.user_id IS NOT NULL OR live.user_id IS NOT NULL
    ), scored AS (
      SELECT *, ${impact} AS impact,
             round(CASE WHEN capped THEN least(69, raw_awareness) ELSE raw_awareness END)::int AS awareness,
             CASE WHEN last_at > now() - interval '30 days' THEN 0
                  ELSE least(1, ${age('last_at')} / 90.0) END AS p
        FROM person
    ), risked AS (
      SELECT *, round(100 * greatest(0, least(1,
               0.40 * (1 - awareness / 100.0) + 0.25 * q + 0.10 * p - 0.05 * r)) * impact)::int AS risk
        FROM scored
    )
    INSERT INTO user_scores (user_id, awareness, awareness_band, evidence, low_confidence, capped, risk,
                             risk_band, role_level, impact, factors, formula_version, points,
                             last_active_at, computed_at)
    SELECT user_id, awareness,
           CASE WHEN awareness < 40 THEN 'low' WHEN awareness < 70 THEN 'developing'
                WHEN awareness < 85 THEN 'proficient' ELSE 'advanced' END,
           evidence, evidence < 0.5, capped AND raw_awareness > 69, risk,
           CASE WHEN risk < 20 THEN 'low' WHEN risk < 40 THEN 'guarded' WHEN risk < 60 THEN 'elevated'
                WHEN risk < 80 THEN 'high' ELSE 'critical' END,
           role_level, impact,
           jsonb_build_object(
             'awareness', jsonb_build_array(${factor('baseline', 'raises', '50')}),
             'risk', jsonb_build_array(
               ${factor('knowledge_gap', 'raises', '40 * (1 - awareness / 100.0) * impact')},
               ${factor('quiz_failures', 'raises', '25 * q * impact')},
               ${factor('compliance', 'raises', '0')},
               ${factor('disengagement', 'raises', '10 * p * impact')},
               ${factor('positive_credit', 'lowers', '5 * r * impact')},
               ${factor('impact', 'raises', '0')})),
           ${literal(formulaVersion)}, points, last_at, now()
      FROM risked`);
}

/**
 * A snapshot on every day a person played (their scores then drift toward today's), and one
 * for today: the trends of the dashboard and of the reports.
 */
export async function insertSnapshots(client: pg.Client): Promise<void> {
  const clamp = (value: string) => `greatest(0, least(100, round(${value})))::int`;
  await client.query(`
    INSERT INTO score_snapshots (user_id, day, awareness, risk)
    SELECT DISTINCT ON (d.user_id, d.day) d.user_id, d.day,
           ${clamp(`s.awareness - 12 * d.age / 400.0 + 6 * (hashint8(d.seed) & 1023) / 1023.0 - 3`)},
           ${clamp(`s.risk + 8 * d.age / 400.0`)}
      FROM (
        SELECT user_id, (started_at AT TIME ZONE 'UTC')::date AS day, ${age('started_at')} AS age, n AS seed
          FROM bench_attempt_plan
        UNION ALL
        SELECT user_id, (ended_at AT TIME ZONE 'UTC')::date, ${age('ended_at')}, s * 100 + j FROM bench_live_plan
        UNION ALL
        SELECT user_id, (now() AT TIME ZONE 'UTC')::date, 0, 0 FROM user_scores
      ) d
      JOIN user_scores s ON s.user_id = d.user_id
     ORDER BY d.user_id, d.day, d.age`);
}

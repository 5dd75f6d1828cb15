import {
  LOW_CONFIDENCE_EVIDENCE,
  type Dashboard,
  type DashboardStatistics,
  type NextGame,
  type RoleLevel,
  type ScoreFactor,
  type TopicMastery,
} from '@awarequest/contracts';
import { assignmentSummaryOf } from '../events/public.js';
import { awarenessBand, riskBand } from './bands.js';
import {
  gamesOfCategories,
  recentResults,
  resultTotals,
  snapshotsSince,
  type ResultTotals,
} from './dashboard.repository.js';
import { DAY_MS, FORMULA_VERSION, MASTERED_AT, PRIOR_MASTERY, oneDecimal } from './formula.js';
import { recomputeUserScores, utcDay, type RecomputeDeps } from './recompute.service.js';
import { ROLE_IMPACT } from './risk.js';
import { roleLevelOf } from './role-level.js';
import { allCategories, findScoredUser, type CategoryRow } from './score-inputs.repository.js';
import { findTopicScores, findUserScores, type UserScoresRow } from './scores.repository.js';

/**
 * GET /api/dashboard: the stored scores (recomputed first when computed before today, so decay
 * and inactivity show), the statistics of docs/product.md §3 from the caller's own rows, mastery per topic,
 * the trend, recent results and the games of the weakest topics.
 */

const TREND_DAYS = 90;
const RECENT_LIMIT = 10;
const NEXT_GAMES = 3;

/** Stored as PostgreSQL `real`: 0.7 may come back as 0.699999988. */
const roundTo = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

const startOfUtcDay = (now: Date) => new Date(`${utcDay(now)}T00:00:00.000Z`);

function statisticsOf(
  totals: ResultTotals,
  scores: UserScoresRow | undefined,
  topics: TopicMastery[],
): DashboardStatistics {
  const questions = totals.correct + totals.wrong;
  const correctShare = questions === 0 ? 0 : oneDecimal((100 * totals.correct) / questions);
  const mastered = topics.filter((topic) => topic.mastered);
  return {
    awareness_score: scores?.awareness ?? null,
    total_high_score: scores?.risk ?? null,
    average_score: totals.results === 0 ? null : oneDecimal(totals.scoreSum / totals.results),
    pass_games_count: totals.passedGames,
    latest_played_at: totals.latestAt,
    total_game_attempts: totals.results,
    awareness_index_percentage: topics.length === 0 ? 0 : oneDecimal((100 * mastered.length) / topics.length),
    correct_question_percentage: correctShare,
    pass_quizzes_attempts: totals.passedQuizAttempts,
    total_correct_questions: totals.correct,
    total_games_count: totals.games,
    total_quizzes_count: totals.quizzes,
    total_wrong_questions: totals.wrong,
    wrong_question_percentage: questions === 0 ? 0 : oneDecimal(100 - correctShare),
  };
}

/** docs/domain.md "Awareness index": known well (mastery) and for sure (evidence). */
const isMastered = (mastery: number, evidence: number) =>
  roundTo(mastery, 3) >= MASTERED_AT && roundTo(evidence, 3) >= LOW_CONFIDENCE_EVIDENCE;

/** The topics the index and the awareness score stand on: in the catalogue, answered, mastered. */
export function topicSummaryOf(topics: TopicMastery[]): Dashboard['topic_summary'] {
  return {
    total: topics.length,
    started: topics.filter((topic) => topic.answered > 0).length,
    mastered: topics.filter((topic) => topic.mastered).length,
  };
}

function topicsOf(
  categories: CategoryRow[],
  stored: Awaited<ReturnType<typeof findTopicScores>>,
): TopicMastery[] {
  const byCategory = new Map(stored.map((row) => [row.categoryId, row]));
  return categories.map((category) => {
    const row = byCategory.get(category.id);
    const evidence = row?.evidence ?? 0;
    return {
      category_id: category.id,
      key: category.key,
      name: category.name,
      icon: category.icon,
      tier: category.tier,
      mastery: row ? roundTo(row.mastery, 3) : PRIOR_MASTERY,
      evidence: roundTo(evidence, 3),
      answered: row?.answered ?? 0,
      low_confidence: evidence < LOW_CONFIDENCE_EVIDENCE,
      mastered: row !== undefined && isMastered(row.mastery, evidence),
    };
  });
}

/** Weakest first: lowest mastery, then the less known, then the more important tier. */
function weakestFirst(topics: TopicMastery[]): TopicMastery[] {
  return [...topics].sort((a, b) => a.mastery - b.mastery || a.evidence - b.evidence || a.tier - b.tier);
}

async function nextGamesOf(
  deps: RecomputeDeps,
  topics: TopicMastery[],
  passedGameIds: string[],
): Promise<NextGame[]> {
  const weakest = weakestFirst(topics).slice(0, NEXT_GAMES * 2);
  const candidates = await gamesOfCategories(
    deps.db,
    weakest.map((topic) => topic.category_id),
  );
  const passed = new Set(passedGameIds);
  const chosen: NextGame[] = [];
  const taken = new Set<string>();
  for (const topic of weakest) {
    if (chosen.length >= NEXT_GAMES) break;
    const ofTopic = candidates.filter((game) => game.categoryId === topic.category_id && !taken.has(game.id));
    const game = ofTopic.find((candidate) => !passed.has(candidate.id)) ?? ofTopic[0];
    if (!game) continue;
    taken.add(game.id);
    const mastery = Math.round(topic.mastery * 100);
    chosen.push({
      game_id: game.id,
      category_id: topic.category_id,
      title: game.name,
      topic: topic.name,
      reason:
        topic.answered === 0
          ? { en: 'You have not played this topic yet.', ar: 'لم تلعب في هذا الموضوع بعد.' }
          : {
              en: `One of your weakest topics (${mastery}% mastery).`,
              ar: `من أضعف موضوعاتك (إتقان ${mastery}%).`,
            },
    });
  }
  return chosen;
}

const asFactors = (value: unknown): ScoreFactor[] => (Array.isArray(value) ? (value as ScoreFactor[]) : []);

export async function getDashboard(
  deps: RecomputeDeps,
  userId: string,
  now = new Date(),
): Promise<Dashboard> {
  const { db } = deps;
  const [totals, storedScores, categories, user] = await Promise.all([
    resultTotals(db, userId),
    findUserScores(db, userId),
    allCategories(db),
    findScoredUser(db, userId),
  ]);
  const hasData = totals.results > 0;
  const isStale = !storedScores || storedScores.computedAt < startOfUtcDay(now);
  const scores =
    hasData && isStale ? ((await recomputeUserScores(deps, userId, now)) ?? storedScores) : storedScores;
  const [topicRows, trend, recent] = await Promise.all([
    scores ? findTopicScores(db, userId) : Promise.resolve([]),
    scores
      ? snapshotsSince(db, userId, utcDay(new Date(now.getTime() - (TREND_DAYS - 1) * DAY_MS)))
      : Promise.resolve([]),
    hasData ? recentResults(db, userId, RECENT_LIMIT) : Promise.resolve([]),
  ]);
  const topics = topicsOf(categories, topicRows);
  const level = (scores?.roleLevel ??
    roleLevelOf(user?.positions ?? [], user?.departments ?? [])) as RoleLevel;
  const factors = scores?.factors as { awareness?: unknown; risk?: unknown } | undefined;
  return {
    has_data: hasData,
    statistics: statisticsOf(totals, hasData ? scores : undefined, topics),
    awareness: {
      score: scores?.awareness ?? 0,
      band: awarenessBand(scores?.awareness ?? 0),
      low_confidence: scores?.lowConfidence ?? true,
      capped: scores?.capped ?? false,
      formula_version: scores?.formulaVersion ?? FORMULA_VERSION,
      factors: asFactors(factors?.awareness),
    },
    risk: {
      score: scores?.risk ?? 0,
      band: riskBand(scores?.risk ?? 0),
      role_level: level,
      impact: roundTo(scores?.impact ?? ROLE_IMPACT[level], 2),
      formula_version: scores?.formulaVersion ?? FORMULA_VERSION,
      factors: asFactors(factors?.risk),
    },
    topics,
    topic_summary: topicSummaryOf(topics),
    trend,
    recent_attempts: recent.map((row) => ({
      id: row.id,
      source: row.source,
      game_id: row.gameId,
      category_id: row.categoryId,
      title: row.title,
      score: row.score,
      passed: row.passed,
      finished_at: row.finishedAt,
    })),
    next_games: await nextGamesOf(deps, topics, totals.passedGameIds),
    computed_at: scores ? scores.computedAt.toISOString() : null,
    assignments: await assignmentSummaryOf(db, userId, now),
  };
}

import { z } from 'zod';
import { AWARENESS_BANDS, RISK_BANDS, ROLE_LEVELS, scoreFactorSchema } from './factors.js';

/**
 * GET /api/dashboard: the signed-in player's statistics (docs/product.md §3), awareness and risk with their
 * explanations, mastery per topic, trend, recent results and what to play next.
 *
 * Results count from self-paced attempts (finished or timed out) and from live sessions the
 * player played signed in (one "live result" per session round).
 */

const localized = z.object({ en: z.string(), ar: z.string() });

/** Every statistic of docs/product.md §3, snake_case. Counts are 0 and scores null while there is no data. */
export const dashboardStatisticsSchema = z.object({
  /** The awareness score 0..100 (below); null without data. */
  awareness_score: z.number().nullable(),
  /** "Total high score" is the risk score 0..100 (higher is riskier); null without data. */
  total_high_score: z.number().nullable(),
  /** Mean score 0..100 (one decimal) of every self-paced attempt and live result; null without any. */
  average_score: z.number().nullable(),
  /** Distinct games with at least one passed attempt. */
  pass_games_count: z.number(),
  /** The last finished attempt or live answer, ISO; null without any. */
  latest_played_at: z.string().nullable(),
  /** Finished self-paced attempts plus live results. */
  total_game_attempts: z.number(),
  /**
   * Share 0..100 of the taxonomy's topics the player has mastered (mastery >= 0.7 with evidence
   * >= 0.5): how much of the curriculum is known for sure, where the awareness score is how well.
   */
  awareness_index_percentage: z.number(),
  /** Correct answers over answered plus unanswered questions, 0..100 (one decimal); 0 without any. */
  correct_question_percentage: z.number(),
  /** Passed attempts of quizzes (interactive, question-based games). */
  pass_quizzes_attempts: z.number(),
  total_correct_questions: z.number(),
  /** Distinct games played, self-paced or live. */
  total_games_count: z.number(),
  /** Distinct quizzes (interactive games) played, self-paced or live. */
  total_quizzes_count: z.number(),
  /** Wrong plus unanswered questions. */
  total_wrong_questions: z.number(),
  /** 100 - correct_question_percentage when there are questions; 0 without any. */
  wrong_question_percentage: z.number(),
});
export type DashboardStatistics = z.infer<typeof dashboardStatisticsSchema>;

export const awarenessSummarySchema = z.object({
  /** 0..100; 0 without data (see has_data). */
  score: z.number(),
  band: z.enum(AWARENESS_BANDS),
  /** The tier-weighted evidence of all topics is below 0.5: few or old answers. */
  low_confidence: z.boolean(),
  /** Held at 69 because a tier-1 topic is known to be weak. */
  capped: z.boolean(),
  formula_version: z.string(),
  factors: z.array(scoreFactorSchema),
});
export type AwarenessSummary = z.infer<typeof awarenessSummarySchema>;

export const riskSummarySchema = z.object({
  /** 0..100, higher is riskier; never ranked. */
  score: z.number(),
  band: z.enum(RISK_BANDS),
  /** The role level found in the player's positions and departments, and its impact factor. */
  role_level: z.enum(ROLE_LEVELS),
  impact: z.number(),
  formula_version: z.string(),
  factors: z.array(scoreFactorSchema),
});
export type RiskSummary = z.infer<typeof riskSummarySchema>;

export const topicMasterySchema = z.object({
  category_id: z.string(),
  key: z.string(),
  name: localized,
  icon: z.string(),
  tier: z.number(),
  /** 0..1; 0.5 (the prior) for a topic with no answers: shown as "not started", never as a number. */
  mastery: z.number(),
  /** 0..1; below 0.5 is low confidence. */
  evidence: z.number(),
  /** Answers that count (the last 365 days). */
  answered: z.number(),
  low_confidence: z.boolean(),
  /** Mastery >= 0.7 with evidence >= 0.5: counted by the awareness index. */
  mastered: z.boolean(),
});
export type TopicMastery = z.infer<typeof topicMasterySchema>;

export const trendPointSchema = z.object({
  /** YYYY-MM-DD (UTC). */
  day: z.string(),
  awareness: z.number(),
  risk: z.number(),
});
export type TrendPoint = z.infer<typeof trendPointSchema>;

export const recentResultSchema = z.object({
  /** The attempt id, or the live session id for a live result. */
  id: z.string(),
  source: z.enum(['quiz', 'live']),
  /** Null for a live session drawn from several games. */
  game_id: z.string().nullable(),
  category_id: z.string().nullable(),
  title: localized,
  /** 0..100 (a live result: the share of credit earned, speed aside). */
  score: z.number(),
  /** Null for live results (they have no pass score). */
  passed: z.boolean().nullable(),
  finished_at: z.string(),
});
export type RecentResult = z.infer<typeof recentResultSchema>;

export const nextGameSchema = z.object({
  game_id: z.string(),
  category_id: z.string(),
  title: localized,
  topic: localized,
  reason: localized,
});
export type NextGame = z.infer<typeof nextGameSchema>;

export const dashboardSchema = z.object({
  /** False for a player with no results yet: the web shows 'No data available' and a first game. */
  has_data: z.boolean(),
  statistics: dashboardStatisticsSchema,
  awareness: awarenessSummarySchema,
  risk: riskSummarySchema,
  /** Every topic of the taxonomy, in the catalogue's order. */
  topics: z.array(topicMasterySchema),
  /**
   * The topics behind `awareness_index_percentage` and the awareness score: how many the catalogue
   * has, how many the player has answered in (the rest sit at the prior 0.5, "not started"), and how
   * many count as mastered (index = mastered / total).
   */
  topic_summary: z.object({ total: z.number(), started: z.number(), mastered: z.number() }),
  /** Daily snapshots of the last 90 days, oldest first. */
  trend: z.array(trendPointSchema),
  /** The last 10 results, newest first. */
  recent_attempts: z.array(recentResultSchema),
  /** Up to 3 published games of the weakest topics, weakest first. */
  next_games: z.array(nextGameSchema),
  /** When the scores were computed, ISO; null without data. */
  computed_at: z.string().nullable(),
  /** Campaign work assigned to the player (docs/domain.md "Events"): running campaigns only. */
  assignments: z.object({
    /** Games assigned in running campaigns. */
    assigned: z.number(),
    completed: z.number(),
    overdue: z.number(),
    /** The campaign due soonest that the player has not finished. */
    next_due: z
      .object({
        event_id: z.string(),
        title: z.object({ en: z.string(), ar: z.string() }),
        due_at: z.string(),
      })
      .nullable(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

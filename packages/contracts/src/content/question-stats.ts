import { z } from 'zod';
import { DIFFICULTIES, type Difficulty } from './pack.js';

/**
 * Difficulty from evidence (docs/domain.md, difficulty): how often real players answer each
 * question right, beside the label an author gave it. The thresholds live here, in one place,
 * for the server that computes them and the screens that explain them.
 */

/** Below this many answers a question's rate says too little: no observed difficulty, no flag. */
export const DIFFICULTY_MIN_ANSWERS = 30;
/** A question answered right at least this often (in %) is easy. */
export const DIFFICULTY_EASY_FROM_RATE = 80;
/** A question answered right at least this often (in %), and less than the easy mark, is medium; below it, hard. */
export const DIFFICULTY_MEDIUM_FROM_RATE = 50;

/** 0–100, rounded to a whole number; null without answers. */
export function correctRateOf(answers: number, correct: number): number | null {
  return answers === 0 ? null : Math.round((correct / answers) * 100);
}

/** The difficulty real answers suggest; null below the minimum number of answers. */
export function observedDifficultyOf(answers: number, correctRate: number | null): Difficulty | null {
  if (answers < DIFFICULTY_MIN_ANSWERS || correctRate === null) return null;
  if (correctRate >= DIFFICULTY_EASY_FROM_RATE) return 'easy';
  if (correctRate >= DIFFICULTY_MEDIUM_FROM_RATE) return 'medium';
  return 'hard';
}

export const questionAnswerStatsSchema = z.object({
  question_id: z.string(),
  /** Answers counted: self-paced ones of finished attempts plus signed-in players' live answers. */
  answers: z.number().int(),
  self_paced: z.number().int(),
  live: z.number().int(),
  /** 0–100, whole; null with no answers. */
  correct_rate: z.number().int().nullable(),
  /** Null below DIFFICULTY_MIN_ANSWERS answers. */
  observed_difficulty: z.enum(DIFFICULTIES).nullable(),
  /** The observed difficulty differs from the question's label. */
  label_contradicted: z.boolean(),
});
export type QuestionAnswerStats = z.infer<typeof questionAnswerStatsSchema>;

/** GET /admin/games/:id/questions/stats: one entry per question of the game (not archived), in order. */
export const gameQuestionStatsSchema = z.object({
  min_answers: z.number().int(),
  questions: z.array(questionAnswerStatsSchema),
});
export type GameQuestionStats = z.infer<typeof gameQuestionStatsSchema>;

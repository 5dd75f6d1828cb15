import { z } from 'zod';
import { DIFFICULTIES, type Difficulty } from './pack.js';
import { QUESTION_KINDS } from './question-kinds.js';

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

/** How many typed answers a type-answer question's statistics list. */
export const TYPED_ANSWERS_TOP = 5;

export const choiceCountSchema = z.object({ key: z.string(), count: z.number().int() });
export type ChoiceCount = z.infer<typeof choiceCountSchema>;
/** A typed answer as matching folds it (`normalizeTypedAnswer`), and how often it was given. */
export const typedAnswerCountSchema = z.object({ text: z.string(), count: z.number().int() });
export type TypedAnswerCount = z.infer<typeof typedAnswerCountSchema>;
export const estimateStatsSchema = z.object({ average: z.number(), median: z.number() });
export type EstimateStats = z.infer<typeof estimateStatsSchema>;

export const questionAnswerStatsSchema = z.object({
  question_id: z.string(),
  /** Answers counted: self-paced ones of finished attempts plus signed-in players' live answers. */
  answers: z.number().int(),
  self_paced: z.number().int(),
  live: z.number().int(),
  /** 0–100, whole; null with no answers, and always for a poll (it has no correct answer). */
  correct_rate: z.number().int().nullable(),
  /** Null below DIFFICULTY_MIN_ANSWERS answers. */
  observed_difficulty: z.enum(DIFFICULTIES).nullable(),
  /** The observed difficulty differs from the question's label. */
  label_contradicted: z.boolean(),
  kind: z.enum(QUESTION_KINDS),
  /**
   * Poll and choice kinds (single, multiple, true/false): how many answers picked each choice, in
   * the question's order (a multiple-choice answer counts once for each pick); null otherwise.
   */
  choice_counts: z.array(choiceCountSchema).nullable(),
  /** A slider: the average and median estimate; null for other kinds or without answers. */
  estimate: estimateStatsSchema.nullable(),
  /** A type answer: the most common typed answers, normalized (TYPED_ANSWERS_TOP of them); null for other kinds. */
  typed_answers: z.array(typedAnswerCountSchema).nullable(),
  /** An ordering: 0–100, whole, the share of answers in the fully right order; null for other kinds or without answers. */
  full_order_rate: z.number().int().nullable(),
  /**
   * An ordering: for each item, in the right order, how many answers put it in its right place
   * (its position in the right order); null for other kinds.
   */
  in_place_counts: z.array(choiceCountSchema).nullable(),
});
export type QuestionAnswerStats = z.infer<typeof questionAnswerStatsSchema>;

/** GET /admin/games/:id/questions/stats: one entry per question of the game (not archived), in order. */
export const gameQuestionStatsSchema = z.object({
  min_answers: z.number().int(),
  questions: z.array(questionAnswerStatsSchema),
});
export type GameQuestionStats = z.infer<typeof gameQuestionStatsSchema>;

import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { optional, requiredText } from '../validation/rules.js';
import { gameSummarySchema, playQuestionSchema } from './catalog.js';
import { answerInputFields } from './question-kinds.js';

/**
 * Self-paced attempts. The server keeps the clock (expires_at), checks each answer once and
 * computes every result; a question's solution is sent only after it is answered.
 */

export const ATTEMPT_STATUSES = ['in_progress', 'finished'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];
/** Why an attempt ended: finished by the player, timed out, or reported by an embedded game. */
export const ATTEMPT_ENDINGS = ['finished', 'timed_out', 'reported'] as const;

export const startAttemptBodySchema = z.object({
  /** The category the player chose on the game's details screen (a game can be in several). */
  category_id: optional(z.uuid({ error: encodeRule('one_of') })),
  /**
   * The event the game is played for (its page's Play button). The caller must be in the
   * event's audience and the event must contain the game; an event's `question_audience`
   * then chooses the questions instead of the game's own audience.
   */
  event_id: optional(z.uuid({ error: encodeRule('one_of') })),
});
export type StartAttemptBody = z.input<typeof startAttemptBodySchema>;

/**
 * One answer: `choice_keys` for a choice kind or a poll (an ordering sends every item's key, in
 * the player's order), `text` for a typed answer, `value` for a slider. The server checks that
 * the answer fits the question's kind (VALIDATION_FAILED with `answer_fit` otherwise).
 */
export const answerBodySchema = z.object({
  question_id: z.uuid({ error: encodeRule('one_of') }),
  ...answerInputFields,
});
export type AnswerBody = z.input<typeof answerBodySchema>;

/** A slider's solution, shown once answered: the answer, full credit within the tolerance, none beyond the limit. */
export const sliderSolutionSchema = z.object({
  answer: z.number(),
  tolerance: z.number(),
  limit: z.number(),
  unit: z.object({ en: z.string(), ar: z.string() }),
});
export type SliderSolution = z.infer<typeof sliderSolutionSchema>;

/**
 * The verdict on one answer, sent right after it: this is where people learn. While a live
 * game plays the question (started, not yet closed) an answer given earlier is sent sealed:
 * `is_sealed` true and the verdict, credit, solution and explanation null.
 * A poll has no verdict: `is_scored` false, `is_correct` and `credit` null.
 */
export const answerResultSchema = z.object({
  question_id: z.string(),
  /** The picked keys; an ordering's keys in the player's order; empty for a typed answer or a slider. */
  choice_keys: z.array(z.string()),
  /** A typed answer as typed; null for other kinds. */
  text_answer: z.string().nullable(),
  /** A slider's estimate; null for other kinds. */
  number_answer: z.number().nullable(),
  /** The right keys; an ordering's keys in the right order; empty for a poll, a typed answer or a slider. */
  correct_choice_keys: z.array(z.string()).nullable(),
  /** A typed answer's accepted answers; null for other kinds or sealed. */
  accepted_answers: z.array(z.string()).nullable(),
  /** A slider's solution; null for other kinds or sealed. */
  slider_solution: sliderSolutionSchema.nullable(),
  is_correct: z.boolean().nullable(),
  /** 0..1; a multiple-choice answer or an ordering earns partial credit, a slider its closeness. */
  credit: z.number().nullable(),
  /** False for a poll: it counts in no score, no accuracy and no streak. */
  is_scored: z.boolean(),
  explanation: z.object({ en: z.string(), ar: z.string() }).nullable(),
  is_sealed: z.boolean(),
  answered_at: z.string(),
});
export type AnswerResult = z.infer<typeof answerResultSchema>;

export const attemptResultSchema = z.object({
  /** 0-100: the share of credit earned over all scored questions (unanswered count as wrong; polls left out). */
  score: z.number(),
  correct: z.number(),
  /** Wrong answers plus unanswered scored questions (polls never count). */
  wrong: z.number(),
  unanswered: z.number(),
  /** 0-100: correct answers over answered scored questions. */
  accuracy: z.number(),
  passed: z.boolean(),
  pass_score: z.number(),
  ending: z.enum(['finished', 'timed_out', 'reported']),
  finished_at: z.string(),
  attempts_used: z.number(),
  attempts_left: z.number().nullable(),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

export const attemptSchema = z.object({
  id: z.string(),
  game: gameSummarySchema,
  category_id: z.string().nullable(),
  status: z.enum(ATTEMPT_STATUSES),
  started_at: z.string(),
  expires_at: z.string(),
  /** The server's clock when it answered, so the client's countdown does not drift. */
  server_now: z.string(),
  /** In the order this attempt asks them. */
  questions: z.array(playQuestionSchema),
  answers: z.array(answerResultSchema),
  result: attemptResultSchema.nullable(),
  /** For VR and WEB-GL games: the signed token the embedded game reports its result with. */
  launch_token: z.string().nullable(),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const attemptSummarySchema = z.object({
  id: z.string(),
  game_id: z.string(),
  game_name: z.object({ en: z.string(), ar: z.string() }),
  status: z.enum(ATTEMPT_STATUSES),
  started_at: z.string(),
  result: attemptResultSchema.nullable(),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

export const attemptsQuerySchema = z.object({
  game_id: optional(z.uuid({ error: encodeRule('one_of') })),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
});
export type AttemptsQuery = z.input<typeof attemptsQuerySchema>;

/** What an embedded VR or WEB-GL game reports at its end, relayed by the platform page. */
export const gameReportBodySchema = z.object({
  token: requiredText(2000),
  score: z
    .number({ error: encodeRule('numeric') })
    .min(0, { error: encodeRule('min_value', 0) })
    .max(100, {
      error: encodeRule('max_value', 100),
    }),
  correct: z.number().int().min(0).max(1000).optional(),
  wrong: z.number().int().min(0).max(1000).optional(),
});
export type GameReportBody = z.infer<typeof gameReportBodySchema>;

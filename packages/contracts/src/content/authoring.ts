import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { optional } from '../validation/rules.js';
import { categorySummarySchema } from './catalog.js';
import { DIFFICULTIES, GAME_TYPES, QUESTION_AUDIENCES } from './pack.js';
import { QUESTION_KINDS } from './question-kinds.js';

/**
 * The admin's authoring API. Bodies are the content pack's own schemas (categorySchema,
 * gameFieldsSchema, questionSchema), so what an admin types and what a pack holds obey one set
 * of rules. Answers show everything, correct answers included.
 */

const localized = z.object({ en: z.string(), ar: z.string() });

export const adminQuestionSchema = z.object({
  id: z.string(),
  key: z.string(),
  kind: z.enum(QUESTION_KINDS),
  difficulty: z.enum(DIFFICULTIES),
  audience: z.enum(QUESTION_AUDIENCES),
  text: localized,
  choices: z.array(
    z.object({
      key: z.string(),
      text: localized,
      image: z.string().optional(),
      image_alt: localized.optional(),
    }),
  ),
  /** The right keys; an ordering's keys in the right order; none for a poll, a typed answer or a slider. */
  correct: z.array(z.string()),
  /** A type-answer question's accepted answers; null for other kinds. */
  accepted_answers: z.array(z.string()).nullable(),
  /** A slider's range, unit, answer, tolerance and limit; null for other kinds. */
  slider: z
    .object({
      min: z.number(),
      max: z.number(),
      step: z.number(),
      answer: z.number(),
      tolerance: z.number(),
      limit: z.number(),
      unit: localized,
    })
    .nullable(),
  explanation: localized,
  image: z.string().nullable(),
  /** The image's alt text in both languages; null without an image. */
  image_alt: localized.nullable(),
  order: z.number(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const adminGameSchema = z.object({
  id: z.string(),
  key: z.string(),
  categories: z.array(z.string()).describe('Category keys, the first is the home category'),
  category_ids: z.array(z.string()),
  name: localized,
  description: localized,
  type: z.enum(GAME_TYPES),
  difficulty: z.enum(DIFFICULTIES),
  audience: z.enum(QUESTION_AUDIENCES),
  duration_minutes: z.number(),
  pass_score: z.number(),
  attempts_allowed: z.number().nullable(),
  published: z.boolean(),
  url: z.string().nullable(),
  order: z.number(),
  questions: z.array(adminQuestionSchema),
});
export type AdminGame = z.infer<typeof adminGameSchema>;

/**
 * A game in the admin's list: its own fields, how many questions it has (not archived) and how
 * many of their difficulty labels real answers contradict (docs/domain.md, difficulty).
 */
export const adminGameSummarySchema = adminGameSchema
  .omit({ questions: true })
  .extend({ questions_count: z.number(), labels_to_review: z.number() });
export type AdminGameSummary = z.infer<typeof adminGameSummarySchema>;

/** `?category_id=`: only the games of one category; every game that is not deleted otherwise. */
export const adminGamesQuerySchema = z.object({
  category_id: optional(z.uuid({ error: encodeRule('one_of') })),
});
export type AdminGamesQuery = z.input<typeof adminGamesQuerySchema>;

export const adminCategorySchema = categorySummarySchema.extend({
  /** Every game of the category, published or not. */
  all_games_count: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** A new order: every id of the list, in the order wanted. */
export const reorderBodySchema = z.object({
  ids: z
    .array(z.uuid({ error: encodeRule('one_of') }), { error: encodeRule('required') })
    .min(1, { error: encodeRule('required') })
    .max(1000, { error: encodeRule('max_items', 1000) }),
});
export type ReorderBody = z.infer<typeof reorderBodySchema>;

/** What an import did: created and updated counts per kind. */
export const importReportSchema = z.object({
  categories: z.object({ created: z.number(), updated: z.number() }),
  games: z.object({ created: z.number(), updated: z.number() }),
  questions: z.object({ created: z.number(), updated: z.number(), removed: z.number() }),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const QUESTION_FILE_FORMATS = ['csv', 'xlsx'] as const;
export type QuestionFileFormat = (typeof QUESTION_FILE_FORMATS)[number];
export const questionsExportQuerySchema = z.object({
  format: z.enum(QUESTION_FILE_FORMATS, { error: encodeRule('one_of') }).default('csv'),
});

/** POST /admin/images: the address of an uploaded, re-encoded picture, for a question's or a choice's `image`. */
export const questionImageSchema = z.object({ image: z.string() });
export type QuestionImage = z.infer<typeof questionImageSchema>;

/** The largest question file an admin may upload. */
export const QUESTION_FILE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The columns of a questions CSV or Excel sheet, in order. Choices are `choice_a_en`,
 * `choice_a_ar` … `choice_f_ar`; `correct` lists choice keys separated by ";" (for example
 * "a;c"); true/false questions use the keys "true" and "false" and leave the choice columns empty.
 * An ordering's items are its choices and `correct` lists every letter in the right order; a poll
 * leaves `correct` empty; a type answer or a slider has no choices and an empty `correct`.
 * `audience` and every column after it are optional (all_staff when `audience` is empty or missing).
 */
export const CHOICE_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
export const SLIDER_COLUMNS = [
  'slider_min',
  'slider_max',
  'slider_step',
  'slider_answer',
  'slider_tolerance',
  'slider_limit',
  'slider_unit_en',
  'slider_unit_ar',
] as const;
/** The separator of accepted answers in a sheet's `accepted_answers` cell. */
export const ACCEPTED_ANSWERS_SEPARATOR = '|';
export const QUESTION_FILE_COLUMNS = [
  'key',
  'kind',
  'difficulty',
  'text_en',
  'text_ar',
  ...CHOICE_LETTERS.flatMap((letter) => [`choice_${letter}_en`, `choice_${letter}_ar`]),
  'correct',
  'explanation_en',
  'explanation_ar',
  'image',
  /** all_staff (when empty), technical or managers. */
  'audience',
  /** Alt text of the question's image, required with an image. */
  'image_alt_en',
  'image_alt_ar',
  /** A type-answer question's accepted answers, separated by "|". */
  'accepted_answers',
  /** A slider's range, step, answer, tolerance (full points) and limit (no points), and unit. */
  ...SLIDER_COLUMNS,
  /** A picture on a choice, with its alt text: `choice_a_image`, `choice_a_image_alt_en` … */
  ...CHOICE_LETTERS.flatMap((letter) => [
    `choice_${letter}_image`,
    `choice_${letter}_image_alt_en`,
    `choice_${letter}_image_alt_ar`,
  ]),
] as const;

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
  choices: z.array(z.object({ key: z.string(), text: localized })),
  correct: z.array(z.string()),
  explanation: localized,
  image: z.string().nullable(),
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

/** The largest question file an admin may upload. */
export const QUESTION_FILE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The columns of a questions CSV or Excel sheet, in order. Choices are `choice_a_en`,
 * `choice_a_ar` … `choice_f_ar`; `correct` lists choice keys separated by ";" (for example
 * "a;c"); true/false questions use the keys "true" and "false" and leave the choice columns empty.
 * `audience` is optional (all_staff when empty or missing).
 */
export const CHOICE_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
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
] as const;

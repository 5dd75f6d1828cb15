import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { optional } from '../validation/rules.js';
import { DIFFICULTIES, GAME_TYPES, QUESTION_AUDIENCES, TOPIC_TIERS } from './pack.js';
import { QUESTION_KINDS } from './question-kinds.js';

/** What players read about categories and games. Texts come in both languages; the client picks. */

const localized = z.object({ en: z.string(), ar: z.string() });

export const categorySummarySchema = z.object({
  id: z.string(),
  key: z.string(),
  name: localized,
  description: localized,
  icon: z.string(),
  order: z.number(),
  tier: z.number(),
  /** Published games in the category. */
  games_count: z.number(),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

export const gameSummarySchema = z.object({
  id: z.string(),
  key: z.string(),
  name: localized,
  description: localized,
  type: z.enum(GAME_TYPES),
  difficulty: z.enum(DIFFICULTIES),
  /** Who the game is for; a game for technical staff or managers shows a badge. */
  audience: z.enum(QUESTION_AUDIENCES),
  duration_minutes: z.number(),
  pass_score: z.number(),
  attempts_allowed: z.number().nullable(),
  /** The questions served to the game's audience. */
  questions_count: z.number(),
  published: z.boolean(),
  category_ids: z.array(z.string()),
  /** Where a VR or WEB-GL game is served from (played in an iframe); null for interactive games. */
  url: z.string().nullable(),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

/** A game of GET /games: its summary and whether the caller has passed it (a category page's badge). */
export const gameListItemSchema = gameSummarySchema.extend({ passed: z.boolean() });
export type GameListItem = z.infer<typeof gameListItemSchema>;

/** One game for its details screen, with what the caller has left to play. */
export const gameDetailsSchema = gameSummarySchema.extend({
  categories: z.array(categorySummarySchema),
  /** Attempts the caller has started; attempts left is null when there is no limit. */
  attempts_used: z.number(),
  attempts_left: z.number().nullable(),
  best_score: z.number().nullable(),
  /** The caller's unfinished attempt, to resume instead of starting again. */
  open_attempt_id: z.string().nullable(),
});
export type GameDetails = z.infer<typeof gameDetailsSchema>;

export const PAGE_SIZE_MAX = 50;
const pageNumber = z.coerce
  .number({ error: encodeRule('numeric') })
  .int({ error: encodeRule('numeric') })
  .min(1, { error: encodeRule('min_value', 1) });

/** `?q=&page=&per_page=`: a keyword searched in both languages, and paging. */
export const searchQuerySchema = z.object({
  q: optional(
    z
      .string()
      .trim()
      .max(100, { error: encodeRule('max', 100) }),
  ),
  page: pageNumber.default(1),
  per_page: pageNumber.max(PAGE_SIZE_MAX, { error: encodeRule('max_value', PAGE_SIZE_MAX) }).default(12),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const gamesQuerySchema = searchQuerySchema.extend({
  category_id: optional(z.uuid({ error: encodeRule('one_of') })),
  type: optional(z.enum(GAME_TYPES, { error: encodeRule('one_of') })),
});
export type GamesQuery = z.input<typeof gamesQuerySchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.number(), per_page: z.number(), total: z.number() });
}
export interface Page<T> {
  items: T[];
  page: number;
  per_page: number;
  total: number;
}

export const idParamsSchema = z.object({ id: z.uuid({ error: encodeRule('one_of') }) });

/** A question as a player sees it before answering: no correct answers, no explanation. */
/** A choice as a player sees it: its texts and, when it has one, its picture with alt text. */
export const playChoiceSchema = z.object({
  key: z.string(),
  text: localized,
  image: z.string().optional(),
  image_alt: localized.optional(),
});
export type PlayChoice = z.infer<typeof playChoiceSchema>;

/** What a player may see of a slider while it is open (`sliderView`): never its answer, tolerance or limit. */
export const sliderViewSchema = z.object({
  min: z.number(),
  max: z.number(),
  step: z.number(),
  unit: localized,
});

/**
 * A question as asked, never its solution. Choices: the picks of a choice kind or a poll; an
 * ordering's items, shuffled per attempt and never in the right order; none for a typed answer
 * or a slider. `slider` is set for a slider only.
 */
export const playQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  difficulty: z.enum(DIFFICULTIES),
  text: localized,
  choices: z.array(playChoiceSchema),
  image: z.string().nullable(),
  /** The image's alt text in both languages; null without an image. */
  image_alt: localized.nullable(),
  slider: sliderViewSchema.nullable(),
});
export type PlayQuestion = z.infer<typeof playQuestionSchema>;

export const topicTierSchema = z.union(TOPIC_TIERS.map((tier) => z.literal(tier)));

import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { oneOf, optional, requiredText, urlSchema } from '../validation/rules.js';
import { localizedText } from './localized.js';
import {
  acceptedAnswersSchema,
  hasChoices,
  ORDERING_ITEMS,
  QUESTION_KINDS,
  sliderSpecSchema,
} from './question-kinds.js';

/**
 * The content pack's format: what `content/` holds, what `npm run content:import` reads and
 * what the admin's JSON import and export exchange. Every item has a stable `key`, so loading
 * a pack twice updates in place instead of duplicating.
 */

export const GAME_TYPES = ['interactive', 'vr', 'webgl'] as const;
export type GameType = (typeof GAME_TYPES)[number];
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
/**
 * Who a question or a game is for (docs/domain.md "Audiences"). A play for audience A serves
 * the questions for 'all_staff' and for A: an all-staff game never shows technical or managers
 * questions; a technical game shows all-staff and technical ones.
 */
export const QUESTION_AUDIENCES = ['all_staff', 'technical', 'managers'] as const;
export type QuestionAudience = (typeof QUESTION_AUDIENCES)[number];
/** Whether a question for `question` is served to a play for `play`. */
export const isServedTo = (question: QuestionAudience, play: QuestionAudience): boolean =>
  question === 'all_staff' || question === play;
/** Topic tiers of docs/domain.md: tier 1 topics weigh most in the awareness score. */
export const TOPIC_TIERS = [1, 2, 3] as const;
export const PACK_VERSION = 1;

/** A stable identifier: lower-case letters, digits and dashes. */
export const contentKeySchema = requiredText(80).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: encodeRule('key'),
});

const intBetween = (min: number, max: number) =>
  z
    .number({ error: encodeRule('numeric') })
    .int({ error: encodeRule('numeric') })
    .min(min, { error: encodeRule('min_value', min) })
    .max(max, { error: encodeRule('max_value', max) });

/** Alt text of an image: both languages, required whenever there is an image. */
export const imageAltSchema = z.object({ en: z.string().trim().max(300), ar: z.string().trim().max(300) });
export type ImageAlt = z.infer<typeof imageAltSchema>;
const hasAltText = (alt: ImageAlt | undefined) => Boolean(alt?.en && alt.ar);

export const choiceSchema = z
  .object({
    key: requiredText(20).regex(/^[a-z0-9_]+$/, { error: encodeRule('key') }),
    text: localizedText(300),
    /** An optional picture on the choice (an uploaded, re-encoded image's address). */
    image: urlSchema.optional(),
    image_alt: imageAltSchema.optional(),
  })
  .superRefine((choice, ctx) => {
    if (choice.image && !hasAltText(choice.image_alt)) {
      ctx.addIssue({ code: 'custom', path: ['image_alt'], message: encodeRule('image_alt') });
    }
  });
export type Choice = z.infer<typeof choiceSchema>;

/** The choices a true/false question always has. */
export const TRUE_FALSE_CHOICES: Choice[] = [
  { key: 'true', text: { en: 'True', ar: 'صحيح' } },
  { key: 'false', text: { en: 'False', ar: 'خطأ' } },
];

export const questionSchema = z
  .object({
    key: contentKeySchema,
    kind: oneOf(QUESTION_KINDS),
    difficulty: oneOf(DIFFICULTIES).default('medium'),
    /** Who the question is for; a game serves the questions of its audience and all staff. */
    audience: oneOf(QUESTION_AUDIENCES).default('all_staff'),
    text: localizedText(1000),
    /** The choices; an ordering's items in any order; none for a typed answer or a slider. */
    choices: z.array(choiceSchema, { error: encodeRule('required') }),
    /**
     * Keys of the right choices: one for single and true/false, one or more for multiple, every
     * item in the right order for an ordering, none for a poll, a typed answer or a slider.
     */
    correct: z.array(requiredText(20), { error: encodeRule('required') }),
    /** A typed answer's accepted answers (matching ignores case, spaces, punctuation, diacritics). */
    accepted_answers: acceptedAnswersSchema.optional(),
    /** A slider's range, unit, answer and closeness. */
    slider: sliderSpecSchema.optional(),
    explanation: localizedText(2000),
    image: optional(urlSchema),
    image_alt: imageAltSchema.optional(),
  })
  .superRefine((question, ctx) => {
    const issue = (path: string, rule: Parameters<typeof encodeRule>[0]) => {
      ctx.addIssue({ code: 'custom', path: [path], message: encodeRule(rule) });
    };
    const keys = question.choices.map((choice) => choice.key);
    if (question.image && !hasAltText(question.image_alt)) issue('image_alt', 'image_alt');
    if (new Set(keys).size !== keys.length) issue('choices', 'unique');
    if (
      question.correct.some((key) => !keys.includes(key)) ||
      new Set(question.correct).size !== question.correct.length
    ) {
      issue('correct', 'correct_choice');
    }
    if (question.kind === 'type_answer' && !question.accepted_answers) issue('accepted_answers', 'required');
    if (question.kind !== 'type_answer' && question.accepted_answers) issue('accepted_answers', 'kind_field');
    if (question.kind === 'slider' && !question.slider) issue('slider', 'required');
    if (question.kind !== 'slider' && question.slider) issue('slider', 'kind_field');
    if (!hasChoices(question.kind)) {
      if (keys.length > 0) issue('choices', 'no_choices');
      if (question.correct.length > 0) issue('correct', 'no_choices');
      return;
    }
    switch (question.kind) {
      case 'true_false':
        if (keys.join() !== 'true,false') issue('choices', 'true_false_choices');
        else if (question.correct.length !== 1) issue('correct', 'correct_count');
        return;
      case 'ordering':
        if (keys.length < ORDERING_ITEMS.min || keys.length > ORDERING_ITEMS.max)
          issue('choices', 'ordering_count');
        else if (question.correct.length !== keys.length) issue('correct', 'ordering_correct');
        return;
      case 'poll':
        if (keys.length < 2 || keys.length > 6) issue('choices', 'choice_count');
        if (question.correct.length > 0) issue('correct', 'poll_correct');
        return;
      default:
        if (keys.length < 2 || keys.length > 6) issue('choices', 'choice_count');
        if (question.kind === 'multiple' ? question.correct.length < 1 : question.correct.length !== 1) {
          issue('correct', 'correct_count');
        }
    }
  });
export type QuestionInput = z.input<typeof questionSchema>;
export type Question = z.output<typeof questionSchema>;

/** A game's own fields, as the admin edits them (questions are edited one by one). */
export const gameFieldsSchema = z
  .object({
    key: contentKeySchema,
    /** Keys of the categories the game belongs to; the first is its home. */
    categories: z
      .array(contentKeySchema, { error: encodeRule('required') })
      .min(1, { error: encodeRule('required') }),
    name: localizedText(150),
    description: localizedText(2000),
    type: oneOf(GAME_TYPES),
    difficulty: oneOf(DIFFICULTIES).default('medium'),
    /** Who the game is for: it serves the questions of this audience and all-staff ones. */
    audience: oneOf(QUESTION_AUDIENCES).default('all_staff'),
    duration_minutes: intBetween(1, 240),
    /** The score (0-100) an attempt needs to pass. */
    pass_score: intBetween(0, 100),
    /** How many attempts a player has; null means no limit. */
    attempts_allowed: intBetween(1, 100).nullable().default(3),
    published: z.boolean().default(true),
    /** Where a VR or WEB-GL game is served from (same origin); interactive games have none. */
    url: optional(urlSchema),
  })
  .superRefine((game, ctx) => {
    if (game.type !== 'interactive' && !game.url) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: encodeRule('required') });
    }
  });
export type GameFieldsInput = z.input<typeof gameFieldsSchema>;
export type GameFields = z.output<typeof gameFieldsSchema>;

/** A game in a pack: its fields and its questions. */
export const gameSchema = gameFieldsSchema
  .safeExtend({ questions: z.array(questionSchema).default([]) })
  .superRefine((game, ctx) => {
    const keys = game.questions.map((question) => question.key);
    if (new Set(keys).size !== keys.length) {
      ctx.addIssue({ code: 'custom', path: ['questions'], message: encodeRule('unique') });
    }
    if (game.type === 'interactive' && game.published && game.questions.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['questions'], message: encodeRule('required') });
    }
  });
export type GameInput = z.input<typeof gameSchema>;
export type GamePack = z.output<typeof gameSchema>;

export const categorySchema = z.object({
  key: contentKeySchema,
  name: localizedText(150),
  description: localizedText(1000),
  /** A Tabler icon name, such as "mail" or "shield-lock". */
  icon: requiredText(50),
  order: intBetween(0, 10000),
  tier: z.union(
    TOPIC_TIERS.map((tier) => z.literal(tier)),
    { error: encodeRule('one_of') },
  ),
});
export type CategoryInput = z.input<typeof categorySchema>;
export type CategoryPack = z.output<typeof categorySchema>;

/**
 * A pack: categories and games. A game's category keys must be in the pack or already in
 * the database (the loader checks the latter).
 */
export const contentPackSchema = z
  .object({
    version: z.literal(PACK_VERSION, { error: encodeRule('one_of') }),
    categories: z.array(categorySchema).default([]),
    games: z.array(gameSchema).default([]),
  })
  .superRefine((pack, ctx) => {
    const categoryKeys = pack.categories.map((category) => category.key);
    if (new Set(categoryKeys).size !== categoryKeys.length) {
      ctx.addIssue({ code: 'custom', path: ['categories'], message: encodeRule('unique') });
    }
    const gameKeys = pack.games.map((game) => game.key);
    if (new Set(gameKeys).size !== gameKeys.length) {
      ctx.addIssue({ code: 'custom', path: ['games'], message: encodeRule('unique') });
    }
  });
export type ContentPackInput = z.input<typeof contentPackSchema>;
export type ContentPack = z.output<typeof contentPackSchema>;

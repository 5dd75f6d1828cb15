import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { requiredText } from '../validation/rules.js';

/**
 * The kinds of question (docs/domain.md "Question kinds"). Choice kinds answer with choice keys;
 * a typed answer with a text; a slider with a number; an ordering with every choice key, in order.
 */
export const QUESTION_KINDS = [
  'single',
  'multiple',
  'true_false',
  'type_answer',
  'poll',
  'slider',
  'ordering',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The kinds a player answers by picking one or more of the question's choices. */
export const PICK_KINDS = [
  'single',
  'multiple',
  'true_false',
  'poll',
] as const satisfies readonly QuestionKind[];
/** The kinds whose question has choices (an ordering's choices are the items to order). */
export const CHOICE_KINDS = [...PICK_KINDS, 'ordering'] as const satisfies readonly QuestionKind[];
export const hasChoices = (kind: QuestionKind): boolean => (CHOICE_KINDS as readonly string[]).includes(kind);
/** A poll asks an opinion: no correct answer, no points, never counted in a score. */
export const isScored = (kind: QuestionKind): boolean => kind !== 'poll';

/** An ordering puts 3 to 6 items in order. */
export const ORDERING_ITEMS = { min: 3, max: 6 } as const;
/** Accepted answers of a type-answer question: how many, how long; and the longest typed answer. */
export const ACCEPTED_ANSWERS_MAX = 20;
export const TYPED_ANSWER_MAX = 100;

/** The accepted answers of a type-answer question, in either language; matching folds them. */
export const acceptedAnswersSchema = z
  .array(requiredText(TYPED_ANSWER_MAX), { error: encodeRule('required') })
  .min(1, { error: encodeRule('required') })
  .max(ACCEPTED_ANSWERS_MAX, { error: encodeRule('max_items', ACCEPTED_ANSWERS_MAX) });

const finite = () => z.number({ error: encodeRule('numeric') });

/**
 * A slider (estimate): a number between `min` and `max` in steps of `step`, shown with `unit`.
 * Full credit within `tolerance` of `answer`, falling linearly to 0 at `limit` away from it.
 */
export const sliderSpecSchema = z
  .object({
    min: finite(),
    max: finite(),
    step: finite().positive({ error: encodeRule('min_value', 0) }),
    answer: finite(),
    tolerance: finite().min(0, { error: encodeRule('min_value', 0) }),
    limit: finite().positive({ error: encodeRule('min_value', 0) }),
    unit: z
      .object({ en: z.string().trim().max(30), ar: z.string().trim().max(30) })
      .default({ en: '', ar: '' }),
  })
  .superRefine((slider, ctx) => {
    if (slider.max <= slider.min) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: encodeRule('min_value', slider.min) });
    }
    if (slider.answer < slider.min || slider.answer > slider.max) {
      ctx.addIssue({ code: 'custom', path: ['answer'], message: encodeRule('slider_answer') });
    }
    if (slider.limit <= slider.tolerance) {
      ctx.addIssue({ code: 'custom', path: ['limit'], message: encodeRule('slider_limit') });
    }
    if (slider.step > slider.max - slider.min) {
      ctx.addIssue({
        code: 'custom',
        path: ['step'],
        message: encodeRule('max_value', slider.max - slider.min),
      });
    }
  });
export type SliderSpecInput = z.input<typeof sliderSpecSchema>;
export type SliderSpec = z.output<typeof sliderSpecSchema>;
/** What a player sees of a slider while it is open: never the answer, tolerance or limit. */
export type SliderView = Pick<SliderSpec, 'min' | 'max' | 'step' | 'unit'>;
export const sliderView = ({ min, max, step, unit }: SliderSpec): SliderView => ({ min, max, step, unit });

/**
 * One answer as a player sends it, live or self-paced; which field is needed depends on the
 * question's kind (`parseAnswerFor` checks that): `choice_keys` for the choice kinds (an ordering
 * sends every key, in the player's order), `text` for a typed answer, `value` for a slider.
 */
export const answerInputFields = {
  choice_keys: z
    .array(requiredText(20), { error: encodeRule('required') })
    .max(6, { error: encodeRule('max_items', 6) })
    .optional(),
  text: z
    .string({ error: encodeRule('required') })
    .max(TYPED_ANSWER_MAX, { error: encodeRule('max', TYPED_ANSWER_MAX) })
    .optional(),
  value: finite().optional(),
};
export const answerInputSchema = z.object(answerInputFields);
export type AnswerInput = z.infer<typeof answerInputSchema>;

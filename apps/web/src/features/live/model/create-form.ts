import { z } from 'zod';
import {
  encodeRule,
  sessionSettingsSchema,
  type CreateSessionBody,
  type SessionSettings,
} from '@awarequest/contracts';

const questionsCount = z
  .number({ error: encodeRule('numeric') })
  .int({ error: encodeRule('numeric') })
  .min(1, { error: encodeRule('min_value', 1) })
  .max(50, { error: encodeRule('max_value', 50) });

/**
 * The creation form: the session's settings and, for a player game, the categories and the
 * number of questions. Both kinds of form have the same fields, so one set of components serves.
 */
export const gameFormSchema = sessionSettingsSchema.extend({
  category_ids: z.array(z.string()),
  questions_count: questionsCount,
});
export const categoriesFormSchema = gameFormSchema.extend({
  category_ids: z.array(z.string()).min(1, { error: encodeRule('required') }),
});

export type CreateFormInput = z.input<typeof gameFormSchema>;
export type CreateFormValues = z.output<typeof gameFormSchema>;

export const DEFAULT_QUESTIONS_COUNT = 10;

export const createFormDefaults = (categoryIds: string[] = []): CreateFormInput => ({
  ...sessionSettingsSchema.parse({}),
  category_ids: categoryIds,
  questions_count: DEFAULT_QUESTIONS_COUNT,
});

export type CreateSource = { kind: 'game'; game_id: string } | { kind: 'categories' };

/** The POST body for what the form holds. */
export function bodyOf(source: CreateSource, values: CreateFormValues): CreateSessionBody {
  const { category_ids: categoryIds, questions_count: questionsCount, ...settings } = values;
  const chosen: SessionSettings = settings;
  return {
    source:
      source.kind === 'game'
        ? source
        : { kind: 'categories', category_ids: categoryIds, questions_count: questionsCount },
    settings: chosen,
  };
}

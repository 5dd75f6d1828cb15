import { z } from 'zod';
import { confirmed, nameSchema, passwordsMatch, usernameSchema } from './accounts.js';
import { avatarIdSchema } from './avatars.js';
import { normalizeDigits } from './digits.js';
import { nicknameSchema } from './live/nickname.js';
import { birthYears } from './validation/date-of-birth.js';
import { encodeRule } from './validation/messages.js';
import { optional, passwordSchema } from './validation/rules.js';

/**
 * Child accounts (issue 7): a family or team account creates them, with a username and a
 * password it sets; the child signs in with them, or the parent switches to the child to play.
 */

/** How many child accounts one parent account may have. */
export const MAX_CHILDREN = 50;

/** A birth year from the list of docs/product.md §3: the current year back 13 (14 values). */
export const birthYearSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = normalizeDigits(value).trim();
    return text === '' ? undefined : Number(text);
  },
  z
    .number({
      error: (issue) => (issue.input === undefined ? encodeRule('required') : encodeRule('one_of')),
    })
    .refine((year) => birthYears().includes(year), { error: encodeRule('one_of') }),
);

const childFields = {
  name: nameSchema,
  nickname: nicknameSchema,
  avatar: avatarIdSchema,
  birth_year: birthYearSchema,
  username: usernameSchema,
};

/** POST /children: a new child account; the parent sets its password. */
export const createChildBodySchema = z
  .object({
    ...childFields,
    password: passwordSchema,
    password_confirmation: z.string({ error: encodeRule('required') }),
  })
  .refine(passwordsMatch, confirmed);
export type CreateChildBody = z.infer<typeof createChildBodySchema>;
export type CreateChildInput = z.input<typeof createChildBodySchema>;

/** PUT /children/:id: the same fields; a password only when it changes. */
export const updateChildBodySchema = z
  .object({
    ...childFields,
    password: optional(passwordSchema),
    password_confirmation: optional(z.string()),
  })
  .refine((body) => body.password === undefined || body.password === body.password_confirmation, {
    error: encodeRule('confirmed'),
    path: ['password_confirmation'],
    when: (payload) => {
      const body = payload.value as { password?: unknown } | undefined;
      return typeof body?.password === 'string' && body.password !== '';
    },
  });
export type UpdateChildBody = z.infer<typeof updateChildBodySchema>;
export type UpdateChildInput = z.input<typeof updateChildBodySchema>;

/** What the parent sees of a child's play: self-paced attempts, and scores once computed. */
export const childProgressSchema = z.object({
  finished_attempts: z.number(),
  passed_attempts: z.number(),
  last_played_at: z.string().nullable(),
  /** 0-100 (docs/domain.md); null until the child has played. */
  awareness_score: z.number().nullable(),
  risk_score: z.number().nullable(),
});
export type ChildProgress = z.infer<typeof childProgressSchema>;

export const childSchema = z.object({
  id: z.string(),
  name: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  birth_year: z.number(),
  username: z.string(),
  created_at: z.string(),
  progress: childProgressSchema,
});
export type Child = z.infer<typeof childSchema>;

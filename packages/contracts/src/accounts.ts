import { z } from 'zod';
import { encodeRule } from './validation/messages.js';
import {
  alphaNum,
  alphaSpaces,
  emailSchema,
  existingPasswordSchema,
  heightSchema,
  oneOf,
  optional,
  passwordSchema,
  phoneSchema,
  requiredText,
  textList,
  verificationCodeSchema,
  weightSchema,
} from './validation/rules.js';
import { dateOfBirthSchema } from './validation/date-of-birth.js';
import { ACCOUNT_TYPES } from './account-types.js';
import {
  lacksEmailAndUsername,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from './validation/login-limits.js';

export const GENDERS = ['MALE', 'FEMALE'] as const;
export const ROLES = ['player', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What a code mailed to an address is for. */
export const CODE_PURPOSES = ['verify', 'reset'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const CODE_TTL_MINUTES = 15;
export const CODE_MAX_ATTEMPTS = 5;
export const TOKEN_TTL_DAYS = 7;

/** The user as every answer shows it; the password hash never leaves the server. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null for a child account, which signs in with its username. */
  email: z.string().nullable(),
  /** Set for child accounts (chosen by the parent); they sign in with it. */
  username: z.string().nullable(),
  nickname: z.string().nullable(),
  birth_year: z.number().nullable(),
  phone: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  user_id: z.string().nullable().describe("The person's identifier in their organisation"),
  group: z.string().nullable(),
  company: z.string().nullable(),
  departments: z.array(z.string()),
  positions: z.array(z.string()),
  countries: z.array(z.string()),
  avatar: z.string().nullable(),
  photo: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  role: z.enum(ROLES),
  account_type: z.enum(ACCOUNT_TYPES),
  parent_id: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  has_password: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResultSchema = z.object({ user: userSchema, token: z.string() });
export type AuthResult = z.infer<typeof authResultSchema>;

/** The profile fields a person fills in about themselves (docs/product.md §3), all optional at sign-up. */
export const profileFieldsSchema = z.object({
  phone: optional(phoneSchema),
  date_of_birth: optional(dateOfBirthSchema),
  height: optional(heightSchema),
  weight: optional(weightSchema),
  user_id: optional(alphaNum(50)),
  group: optional(requiredText(100)),
  company: optional(requiredText(100)),
  departments: optional(textList(20, 100)),
  positions: optional(textList(20, 100)),
  countries: optional(textList(20, 100)),
  avatar: optional(requiredText(100)),
  gender: optional(oneOf(GENDERS)),
});

export const nameSchema = alphaSpaces(2, 100);

export const passwordsMatch = (body: { password: string; password_confirmation: string }) =>
  body.password === body.password_confirmation;

/**
 * The 'confirmed' rule's options: on password_confirmation, and run even while other fields
 * fail (zod skips an object's refinements after a field error unless `when` says otherwise).
 */
export const confirmed = {
  error: encodeRule('confirmed'),
  path: ['password_confirmation'],
  when: (payload: { value: unknown }) => {
    const body = payload.value as Partial<Record<'password' | 'password_confirmation', unknown>>;
    return typeof body.password === 'string' && typeof body.password_confirmation === 'string';
  },
};

export const newPasswordSchema = z
  .object({ password: passwordSchema, password_confirmation: z.string({ error: encodeRule('required') }) })
  .refine(passwordsMatch, confirmed);

/**
 * A username: what a child account signs in with (no email). Lower-cased; English letters,
 * digits, dots, dashes and underscores, so it is typed alike on any keyboard and has no
 * look-alike forms.
 */
export { USERNAME_MAX, USERNAME_MIN };
export const usernameSchema = z
  .string({ error: encodeRule('required') })
  .trim()
  .toLowerCase()
  .min(1, { error: encodeRule('required') })
  .min(USERNAME_MIN, { error: encodeRule('min', USERNAME_MIN) })
  .max(USERNAME_MAX, { error: encodeRule('max', USERNAME_MAX) })
  .regex(USERNAME_PATTERN, { error: encodeRule('username') });

/**
 * POST /login: `email` and `password` (docs/product.md §7), or `username` and `password` for a child
 * account. With neither, 'Email is required'.
 */
export const loginBodySchema = z
  .object({
    email: optional(emailSchema),
    username: optional(usernameSchema),
    password: existingPasswordSchema,
  })
  .refine((body) => body.email !== undefined || body.username !== undefined, {
    error: encodeRule('required'),
    path: ['email'],
    // Only for an object: a body of another shape has its own error, and no other.
    when: (payload) => lacksEmailAndUsername(payload.value),
  });
export type LoginBody = z.infer<typeof loginBodySchema>;

/** DELETE /users/me: the account's password confirms the deletion. */
export const deleteAccountBodySchema = z.object({ password: existingPasswordSchema });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const emailBodySchema = z.object({ email: emailSchema });
export type EmailBody = z.infer<typeof emailBodySchema>;

export const verifyMailBodySchema = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
  purpose: oneOf(CODE_PURPOSES).default('verify'),
});
export type VerifyMailBody = z.infer<typeof verifyMailBodySchema>;

export const registerBodySchema = profileFieldsSchema
  .extend({
    name: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: encodeRule('required') }),
    account_type: oneOf(ACCOUNT_TYPES).default('personal'),
  })
  .refine(passwordsMatch, confirmed);
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const resetPasswordBodySchema = z
  .object({
    email: emailSchema,
    code: verificationCodeSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: encodeRule('required') }),
  })
  .refine(passwordsMatch, confirmed);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** Sets the first password of an invited or SSO-created account; `token` is the invitation's. */
export const completeInfoBodySchema = z
  .object({
    password: passwordSchema,
    password_confirmation: z.string({ error: encodeRule('required') }),
    token: optional(requiredText(200)),
  })
  .refine(passwordsMatch, confirmed);
export type CompleteInfoBody = z.infer<typeof completeInfoBodySchema>;

export const userIdParamsSchema = z.object({ id: z.uuid({ error: encodeRule('one_of') }) });

/** POST /sso/login: `state` is the one-time token the SSO callback put in the URL. */
export const ssoLoginBodySchema = z.object({ state: requiredText(200) });

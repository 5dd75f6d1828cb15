import { z } from 'zod';
import { normalizeDigits } from '../digits.js';
import { encodeRule } from './messages.js';
import { EMAIL_MAX, EMAIL_PATTERN, EXISTING_PASSWORD_MAX, emptyToUndefined } from './login-limits.js';

/**
 * The docs/product.md §5 rules as zod building blocks. Every failure carries an encoded rule
 * (`encodeRule`) instead of words, so the server and the web both render it in the
 * user's language with `formatRuleMessage`.
 */

const required = encodeRule('required');
// An empty field fails 'required' first; whoever shows the failures shows only the first one
// per field, so it reads '{field} is required', not also every rule an empty value breaks.
// (The checks do not abort: an abort would also stop the form-level 'confirmed' check.)

/** Marks a rule optional: an empty string or null counts as "not given". */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(emptyToUndefined, schema.optional());
}

export function requiredText(max = 255) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: encodeRule('max', max) });
}

const LETTERS_AND_SPACES = /^[\p{L}\p{M}\s]+$/u;
const LETTERS_AND_DIGITS = /^[\p{L}\p{M}\p{Nd}]+$/u;

export function alphaSpaces(min: number, max: number) {
  return requiredText(max)
    .min(min, { error: encodeRule('min', min) })
    .regex(LETTERS_AND_SPACES, { error: encodeRule('alpha_spaces') });
}

export function alphaNum(max: number) {
  return z
    .string({ error: required })
    .trim()
    .transform(normalizeDigits)
    .pipe(
      z
        .string()
        .min(1, { error: required })
        .max(max, { error: encodeRule('max', max) })
        .regex(LETTERS_AND_DIGITS, { error: encodeRule('alpha_num') }),
    );
}

export const emailSchema = z
  .string({ error: required })
  .trim()
  .toLowerCase()
  .min(1, { error: required })
  .max(EMAIL_MAX, { error: encodeRule('max', EMAIL_MAX) })
  .regex(EMAIL_PATTERN, { error: encodeRule('email') });

export const PASSWORD_MIN = 7;
export const PASSWORD_MAX = 20;
const PASSWORD_PATTERN = /^(?=.*\d)(?=.*\p{Ll})(?=.*\p{Lu}).{7,20}$/u;

export const passwordSchema = z
  .string({ error: required })
  .min(1, { error: required })
  .regex(PASSWORD_PATTERN, { error: encodeRule('password') });

/** A password already set: only required, so an old password never fails a newer rule. */
export const existingPasswordSchema = z
  .string({ error: required })
  .min(1, { error: required })
  .max(EXISTING_PASSWORD_MAX, { error: encodeRule('max', EXISTING_PASSWORD_MAX) });

/** Reads a number typed with ASCII or Arabic-Indic digits; anything else is NaN. */
function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = normalizeDigits(value).trim();
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

const numberError = (issue: { input?: unknown }) =>
  issue.input === undefined ? required : encodeRule('numeric');

export function numeric() {
  return z.preprocess(toNumber, z.number({ error: numberError }));
}

/** A number within a range; outside it, the rule's own message (height, weight). */
function bounded(min: number, max: number, rule: 'height' | 'weight') {
  return z.preprocess(
    toNumber,
    z
      .number({ error: numberError })
      .min(min, { error: encodeRule(rule) })
      .max(max, { error: encodeRule(rule) }),
  );
}

export const HEIGHT_RANGE = { min: 50, max: 300 } as const;
export const WEIGHT_RANGE = { min: 20, max: 500 } as const;
export const heightSchema = bounded(HEIGHT_RANGE.min, HEIGHT_RANGE.max, 'height');
export const weightSchema = bounded(WEIGHT_RANGE.min, WEIGHT_RANGE.max, 'weight');

/**
 * Exactly 10 digits (docs/product.md §5). Spaces and dashes people type between groups are ignored;
 * Arabic-Indic digits count as digits.
 */
export const phoneSchema = z
  .string({ error: required })
  .transform((value) => normalizeDigits(value).replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: required })
      .regex(/^\d{10}$/, { error: encodeRule('phone') }),
  );

export const verificationCodeSchema = z
  .string({ error: required })
  .transform((value) => normalizeDigits(value).trim())
  .pipe(
    z
      .string()
      .min(1, { error: required })
      .regex(/^\d{6}$/, { error: encodeRule('code') }),
  );

export const hexColorSchema = z
  .string({ error: required })
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, { error: encodeRule('color') });

export const urlSchema = z
  .string({ error: required })
  .trim()
  .max(2048, { error: encodeRule('max', 2048) })
  .refine((value) => /^(https?:\/\/|\/)/.test(value) && URL.canParse(value, 'http://x'), {
    error: encodeRule('url'),
  });

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? required : encodeRule('one_of')),
  });
}

export function textList(maxItems: number, maxLength: number) {
  return z
    .array(requiredText(maxLength), { error: required })
    .max(maxItems, { error: encodeRule('max_items', maxItems) });
}

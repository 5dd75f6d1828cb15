/**
 * The limits of the sign-in fields, in a file without zod: the schemas (accounts.ts, rules.ts)
 * and the login form's zod-free check (login-form-rules.ts) read the same figures.
 */

export const EMAIL_MAX = 254;
/** zod's `z.regexes.email` (its default), written out so a page can check an email without zod. */
/* eslint-disable no-useless-escape -- character for character zod's source (a test compares them) */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/* eslint-enable no-useless-escape */
/** A password already set is only required and bounded, so an old one never fails a newer rule. */
export const EXISTING_PASSWORD_MAX = 200;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
/** English letters, digits, dots, dashes and underscores, starting with a letter or digit. */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

/** An empty string or null counts as "not given" (rules.ts's `optional`). */
export const emptyToUndefined = (value: unknown): unknown =>
  value === '' || value === null ? undefined : value;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** With neither an email nor a username, the login says 'Email is required', once. */
export function lacksEmailAndUsername(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Partial<Record<'email' | 'username', unknown>>;
  return isBlank(body.email) && isBlank(body.username);
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginBodySchema } from '../accounts.js';
import { EMAIL_PATTERN } from './login-limits.js';
import { checkLoginForm } from './login-form-rules.js';

/** What a form shows of a check: the data, or each failed rule by field, in order. */
function schemaOutcome(input: object) {
  const result = loginBodySchema.safeParse(input);
  return result.success
    ? { data: result.data }
    : {
        issues: result.error.issues.map((issue) => ({
          path: issue.path.map(String),
          message: issue.message,
        })),
      };
}
function checkOutcome(input: object) {
  const result = checkLoginForm(input);
  return result.success ? { data: result.data } : { issues: result.issues };
}

const sameAnswer = (input: object) => {
  expect(checkOutcome(input)).toEqual(schemaOutcome(input));
};

// Values a person types or a client sends: real addresses and usernames among noise.
const text = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'a@b.co',
    ' A@B.co ',
    'Kid.01',
    ' Kid_01 ',
    'ab',
    'x'.repeat(31),
    'no-at-sign',
    'Secret123',
  ),
  fc.constantFrom(`${'a'.repeat(248)}@b.co`, `${'a'.repeat(249)}@b.co`, `${'a'.repeat(250)}@b.co`),
  fc.string({ maxLength: 40 }),
  fc.emailAddress(),
  fc.stringMatching(/^[ A-Za-z0-9._-]{0,35}$/),
  fc.string({ minLength: 198, maxLength: 202 }),
);
const value = fc.oneof(text, fc.constant(null), fc.constant(undefined), fc.integer(), fc.boolean());

describe('checkLoginForm answers as loginBodySchema', () => {
  it('for any body of email, username and password', () => {
    fc.assert(
      fc.property(
        fc.record({ email: value, username: value, password: value }, { requiredKeys: [] }),
        sameAnswer,
      ),
      { numRuns: 3000 },
    );
  });

  it('for the cases the login form meets', () => {
    for (const body of [
      { email: ' A@B.co ', password: 'old' },
      { email: '', password: '' },
      { email: '', username: '', password: 'x' },
      { username: ' Kid_01 ', password: 'x' },
      { username: 'k', password: 'x' },
      { email: 'not-an-email', password: 'x'.repeat(201) },
      {},
    ])
      sameAnswer(body);
  });

  it('names each failed rule, as the form shows it', () => {
    expect(checkLoginForm({ email: 'NOT AN EMAIL', password: '' })).toEqual({
      success: false,
      issues: [
        { path: ['email'], message: 'rule:email' },
        { path: ['password'], message: 'rule:required' },
      ],
    });
  });

  it('checks an email with the pattern zod uses', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });
});

import type { LoginBody } from '../accounts.js';
import { encodeRule } from './messages.js';
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  EXISTING_PASSWORD_MAX,
  emptyToUndefined,
  lacksEmailAndUsername,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from './login-limits.js';

/**
 * `loginBodySchema` (accounts.ts) without zod, for the login form: the first form many people
 * meet, whose page must load little JavaScript (docs/architecture.md, "Bundles"). The same
 * rules in the same order with the same encoded messages, as zod runs them (every check of a
 * field, none aborting); a property test holds it to the schema's answers for any form body.
 * The server parses with the schema.
 */

type LoginField = 'email' | 'username' | 'password';
export interface LoginFormIssue {
  path: [LoginField];
  message: string;
}
export type LoginFormResult =
  { success: true; data: LoginBody } | { success: false; issues: LoginFormIssue[] };

const required = encodeRule('required');
type Rule = [isBroken: (value: string) => boolean, message: string];

/** A string field: not a string is 'required'; else trimmed and lower-cased, then every rule. */
function textMessages(value: unknown, rules: Rule[], normalize: (value: string) => string) {
  if (typeof value !== 'string') return { messages: [required] };
  const text = normalize(value);
  return { text, messages: rules.filter(([isBroken]) => isBroken(text)).map(([, message]) => message) };
}

const lowered = (value: string) => value.trim().toLowerCase();
const emailRules: Rule[] = [
  [(text) => text.length < 1, required],
  [(text) => text.length > EMAIL_MAX, encodeRule('max', EMAIL_MAX)],
  [(text) => !EMAIL_PATTERN.test(text), encodeRule('email')],
];
const usernameRules: Rule[] = [
  [(text) => text.length < 1, required],
  [(text) => text.length < USERNAME_MIN, encodeRule('min', USERNAME_MIN)],
  [(text) => text.length > USERNAME_MAX, encodeRule('max', USERNAME_MAX)],
  [(text) => !USERNAME_PATTERN.test(text), encodeRule('username')],
];
const passwordRules: Rule[] = [
  [(text) => text.length < 1, required],
  [(text) => text.length > EXISTING_PASSWORD_MAX, encodeRule('max', EXISTING_PASSWORD_MAX)],
];

/** An optional field: empty or null is "not given"; anything else meets every rule. */
function optionalMessages(value: unknown, rules: Rule[]) {
  const given = emptyToUndefined(value);
  return given === undefined ? { messages: [] } : textMessages(given, rules, lowered);
}

/** Checks what the login form holds (an object of its fields) as loginBodySchema would. */
export function checkLoginForm(body: Partial<Record<LoginField, unknown>>): LoginFormResult {
  const email = optionalMessages(body.email, emailRules);
  const username = optionalMessages(body.username, usernameRules);
  const password = textMessages(body.password, passwordRules, (text) => text);
  const issues: LoginFormIssue[] = [
    ...email.messages.map((message) => ({ path: ['email'] as [LoginField], message })),
    ...username.messages.map((message) => ({ path: ['username'] as [LoginField], message })),
    ...password.messages.map((message) => ({ path: ['password'] as [LoginField], message })),
  ];
  if (lacksEmailAndUsername(body)) issues.push({ path: ['email'], message: required });
  if (issues.length > 0 || password.text === undefined) return { success: false, issues };
  return { success: true, data: { email: email.text, username: username.text, password: password.text } };
}

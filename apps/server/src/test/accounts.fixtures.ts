import { and, eq } from 'drizzle-orm';
import type { CodePurpose } from '@awarequest/contracts';
import type { App } from '../app.js';
import { authSessions, emailCodes } from '../db/schema.js';
import { hashPassword } from '../lib/crypto.js';
import { insertUser, type NewUserRow, type UserRow } from '../modules/accounts/users.repository.js';
import { post } from './http.js';

export const GOOD_PASSWORD = 'Secret123';

// Argon2 is slow on purpose; one hash per password serves every user of a test file.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

/** A user row made by `createUser`, which always has an email (child accounts come from `createChild`). */
export type TestUser = UserRow & { email: string };

/** Inserts a verified user straight into the database (fast: no mail round trip). */
export async function createUser(
  app: App,
  values: Partial<NewUserRow> & { password?: string | null } = {},
): Promise<TestUser> {
  const { password = GOOD_PASSWORD, ...rest } = values;
  const row = await insertUser(app.ctx.db, {
    name: 'Test Player',
    email: `player-${Math.random().toString(36).slice(2)}@example.com`,
    passwordHash: password === null ? null : await hashOnce(password),
    emailVerifiedAt: new Date(),
    ...rest,
  });
  if (row.email === null) throw new Error('createUser: a user without an email');
  return { ...row, email: row.email };
}

/** Inserts a child account of `parentId` (no email; signs in with `username` and GOOD_PASSWORD). */
export async function createChildUser(
  app: App,
  parentId: string,
  username: string,
  values: Partial<NewUserRow> = {},
): Promise<UserRow> {
  return insertUser(app.ctx.db, {
    name: 'Test Child',
    email: null,
    username,
    nickname: username,
    birthYear: new Date().getFullYear() - 8,
    passwordHash: await hashOnce(GOOD_PASSWORD),
    parentId,
    ...values,
  });
}

export const createAdmin = (app: App, values: Partial<NewUserRow> = {}) =>
  createUser(app, { name: 'Test Admin', role: 'admin', ...values });

/** Logs in through the API and returns the token. */
export async function loginToken(app: App, email: string, password = GOOD_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const body: { data: { token: string } } = response.json();
  return body.data.token;
}

/** The newest 6-digit code mailed to `email` (dev outbox). */
export function lastMailedCode(app: App, email: string): string {
  const mail = app.ctx.mailer.outbox(email)[0];
  const code = mail?.subject.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was mailed to ${email}`);
  return code;
}

/** A 6-digit code that is not `code`. */
export const wrongCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Asks the API to mail a code for `purpose` and returns it. */
export async function requestCode(app: App, email: string, purpose: CodePurpose = 'verify'): Promise<string> {
  const url = purpose === 'verify' ? '/api/sendEmailVerification' : '/api/forget-password';
  const answer = await post(app, url, { body: { email } });
  if (answer.statusCode !== 200) throw new Error(`sending a code failed: ${answer.text}`);
  return lastMailedCode(app, email);
}

/** Proves `email` for sign-up through the API (send a code, then POST /VerfiyMail). */
export async function verifyEmail(app: App, email: string): Promise<void> {
  const code = await requestCode(app, email, 'verify');
  const answer = await post(app, '/api/VerfiyMail', { body: { email, code } });
  if (answer.statusCode !== 200) throw new Error(`verifying ${email} failed: ${answer.text}`);
}

/** A valid POST /users body; `overrides` replace or add fields. */
export function registrationBody(
  email: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name: 'Sara Ahmed',
    email,
    password: GOOD_PASSWORD,
    password_confirmation: GOOD_PASSWORD,
    ...overrides,
  };
}

/** The email_codes rows of an address and purpose. */
export function codeRows(app: App, email: string, purpose: CodePurpose) {
  return app.ctx.db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)));
}

/** The auth_sessions rows of a user. */
export function sessionRows(app: App, userId: string) {
  return app.ctx.db.select().from(authSessions).where(eq(authSessions.userId, userId));
}

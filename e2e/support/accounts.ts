import type { BrowserContext } from 'playwright-core';
import type { AccountType } from '../../packages/contracts/src/account-types.js';
import { readCodeFromOutbox } from './app.js';

/** Accounts made straight through the API for the profile, children and deletion suites. */

interface ApiAnswer {
  status: number;
  body: { status: boolean; message?: string; data?: unknown; errors?: Record<string, string[]> };
}

/** One API call with an optional Bearer token; the answer whatever its status. */
export async function callApi(
  baseUrl: string,
  token: string | null,
  method: string,
  apiPath: string,
  body?: unknown,
): Promise<ApiAnswer> {
  const response = await fetch(`${baseUrl}/api${apiPath}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as ApiAnswer['body'] };
}

/** The `data` of a call that must succeed. */
export async function dataOf<T>(answer: Promise<ApiAnswer>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body.data as T;
}

interface NewAccount {
  name: string;
  email: string;
  password: string;
  accountType?: AccountType;
}

/** Sign-up through the API: the mailed code, then the account with its type. */
export async function signUpViaApi(baseUrl: string, account: NewAccount): Promise<void> {
  const since = Date.now() - 1000;
  await dataOf(callApi(baseUrl, null, 'POST', '/sendEmailVerification', { email: account.email }), 'send');
  const code = await readCodeFromOutbox(baseUrl, account.email, since);
  const verify = { email: account.email, code, purpose: 'verify' };
  await dataOf(callApi(baseUrl, null, 'POST', '/VerfiyMail', verify), 'verify');
  await dataOf(
    callApi(baseUrl, null, 'POST', '/users', {
      name: account.name,
      email: account.email,
      password: account.password,
      password_confirmation: account.password,
      account_type: account.accountType ?? 'personal',
    }),
    'sign-up',
  );
}

interface Login {
  user: { id: string; name: string };
  token: string;
}

/** POST /login by email or (a child account) by username. */
export function loginAs(
  baseUrl: string,
  credentials: { email: string; password: string } | { username: string; password: string },
): Promise<Login> {
  return dataOf<Login>(callApi(baseUrl, null, 'POST', '/login', credentials), 'login');
}

/**
 * Hands the browser the session cookies of docs/product.md §3 for a login made through the API (the login
 * form itself is tested in auth-flows).
 */
export async function addSessionCookies(
  context: BrowserContext,
  baseUrl: string,
  login: Login,
): Promise<void> {
  const cookie = { url: baseUrl, secure: true, sameSite: 'Strict' as const };
  await context.addCookies([
    { ...cookie, name: 'user', value: encodeURIComponent(JSON.stringify(login.user)) },
    { ...cookie, name: 'accessToken', value: login.token },
  ]);
}

export interface NewChild {
  name: string;
  nickname: string;
  username: string;
  password: string;
  birthYear: number;
}

export function createChildViaApi(
  baseUrl: string,
  parentToken: string,
  child: NewChild,
): Promise<Login['user']> {
  return dataOf(
    callApi(baseUrl, parentToken, 'POST', '/children', {
      name: child.name,
      nickname: child.nickname,
      avatar: 'robot',
      birth_year: child.birthYear,
      username: child.username,
      password: child.password,
      password_confirmation: child.password,
    }),
    'create child',
  );
}

/** A run of lower-case letters (names take letters only) that keeps one run's accounts apart. */
export function uniqueLetters(length = 6): string {
  return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

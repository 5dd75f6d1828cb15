/// <reference lib="dom" />
import type { Browser, BrowserContext, BrowserContextOptions, Cookie, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import arAuth from '../../apps/web/src/locales/ar/auth.json';
import arCommon from '../../apps/web/src/locales/ar/common.json';
import arErrors from '../../apps/web/src/locales/ar/errors.json';
import enCommon from '../../apps/web/src/locales/en/common.json';
import { ERRORS } from '../../packages/contracts/src/errors.js';
import { FIELD_LABELS, RULE_MESSAGES } from '../../packages/contracts/src/validation/messages.js';

export type Lang = 'en' | 'ar';
export const LANGS: Lang[] = ['en', 'ar'];

/** The seeded demo accounts, with passwords the tests choose (startServer env). */
export const ADMIN = { email: 'admin@awarequest.local', password: 'Admin1234' } as const;
export const PLAYER = { email: 'player@awarequest.local', password: 'Player123' } as const;

/** The server env of the browser suites: known passwords, and no rate limits on repeated logins. */
export const SERVER_ENV = {
  ADMIN_PASSWORD: ADMIN.password,
  DEMO_PASSWORD: PLAYER.password,
  RATE_LIMITS: 'false',
};

/**
 * The UI texts the tests look for. English is written out as docs/product.md §8 and §5 give it (to the
 * letter); Arabic comes from the app's catalogs and the contracts, which have no spec text.
 */
export const TEXT = {
  en: {
    email: 'Email',
    password: 'Password',
    passwordConfirmation: 'Confirm password',
    name: 'Full name',
    code: 'Verification code',
    logIn: 'Log in',
    logOut: 'Log out',
    sendCode: 'Send code',
    verify: 'Verify',
    continue: 'Continue',
    createAccount: 'Create account',
    changePassword: 'Change password',
    forgot: 'Forgot your password?',
    language: 'Language',
    loggedIn: 'successfully logged in',
    invalidUser: 'Invalid user data received from server',
    tokenMissing: 'Authentication token not found in response',
    invalidCredentials: 'The email or password is incorrect',
    unauthorized: 'Unauthorized access. Your session has expired. Please login again.',
    forbidden: "You don't have permission to perform this action",
    notFound: 'The requested resource was not found',
    validation: 'Validation failed. Please check your input',
    server: 'Internal server error. Please try again later',
    unexpected: 'An unexpected error occurred',
    network: 'Network error - Please check your internet connection',
    ruleEmail: 'Please enter a valid email address',
    rulePassword:
      'Password must be 7-20 characters and contain at least one number, one uppercase and one lowercase letter',
    ruleConfirmed: 'Passwords do not match',
    required: (field: string) => `${field} is required`,
    fieldEmail: 'Email',
    fieldPassword: 'Password',
    fieldName: 'Name',
    errorPageTitle: 'Something went wrong',
    errorPageReload: 'Reload the page',
    notFoundTitle: 'Page not found',
    noData: 'No data available',
    noNotifications: "You don't have any notifications",
    toDark: 'Switch to dark mode',
    toLight: 'Switch to light mode',
  },
  ar: {
    email: arAuth.fields.email,
    password: arAuth.fields.password,
    passwordConfirmation: arAuth.fields.passwordConfirmation,
    name: arAuth.fields.name,
    code: arAuth.fields.code,
    logIn: arAuth.login.submit,
    logOut: arCommon.header.logout,
    sendCode: arAuth.signUp.submit,
    verify: arAuth.checkCode.submit,
    continue: arAuth.accountType.submit,
    createAccount: arAuth.details.submit,
    changePassword: arAuth.reset.submit,
    forgot: arAuth.login.forgot,
    language: arCommon.language.label,
    loggedIn: arAuth.toasts.loggedIn,
    invalidUser: arAuth.toasts.invalidUser,
    tokenMissing: arAuth.toasts.tokenMissing,
    invalidCredentials: ERRORS.INVALID_CREDENTIALS.ar,
    unauthorized: arErrors.unauthorized,
    forbidden: arErrors.forbidden,
    notFound: arErrors.notFound,
    validation: arErrors.validation,
    server: arErrors.server,
    unexpected: arErrors.unexpected,
    network: arErrors.network,
    ruleEmail: RULE_MESSAGES.ar.email,
    rulePassword: RULE_MESSAGES.ar.password,
    ruleConfirmed: RULE_MESSAGES.ar.confirmed,
    required: (field: string) => RULE_MESSAGES.ar.required.replace('{field}', field),
    fieldEmail: FIELD_LABELS.ar.email,
    fieldPassword: FIELD_LABELS.ar.password,
    fieldName: FIELD_LABELS.ar.name,
    errorPageTitle: arCommon.errorPage.title,
    errorPageReload: arCommon.errorPage.reload,
    notFoundTitle: arCommon.notFound.title,
    noData: arCommon.empty.noData,
    noNotifications: arCommon.notifications.empty,
    toDark: arCommon.colorScheme.toDark,
    toLight: arCommon.colorScheme.toLight,
  },
} as const;

export interface ContextOptions extends BrowserContextOptions {
  /** Stored in localStorage `language` before the first page of the app loads. */
  language?: Lang;
}

/** A fresh browser context (own cookies and storage) with its first page. */
export async function newPage(
  browser: Browser,
  baseUrl: string,
  { language, ...options }: ContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: baseUrl,
    ...options,
  });
  const page = await context.newPage();
  if (language) await setLanguage(page, baseUrl, language);
  return { context, page };
}

/** Writes the language into the origin's localStorage from a page that does not run the app. */
export async function setLanguage(page: Page, baseUrl: string, language: Lang): Promise<void> {
  await page.goto(`${baseUrl}/runtime-config.json`);
  await page.evaluate((value) => {
    localStorage.setItem('language', value);
  }, language);
}

/** The toast with exactly this text (Mantine notifications have role alert). */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ has: page.getByText(text, { exact: true }) });
}

export async function expectToast(page: Page, text: string): Promise<Locator> {
  const found = toast(page, text);
  await found.first().waitFor({ state: 'visible', timeout: 10_000 });
  return found.first();
}

/** The error texts linked to an input by aria-describedby (Mantine's `${id}-error` node). */
async function linkedErrors(input: Locator): Promise<string> {
  const ids = ((await input.getAttribute('aria-describedby')) ?? '')
    .split(/\s+/)
    .filter((id) => id.endsWith('-error'));
  const texts = await Promise.all(ids.map((id) => input.page().locator(`[id="${id}"]`).textContent()));
  return texts.join('|');
}

/** Waits until the input shows `message` as its error, and is marked invalid. */
export async function expectFieldError(input: Locator, message: string): Promise<void> {
  await expect.poll(() => linkedErrors(input)).toBe(message);
  // TextInput sets aria-invalid; Mantine's PasswordInput only data-invalid on its inner input.
  const marks = await input.evaluate((element) => [
    element.getAttribute('aria-invalid'),
    element.getAttribute('data-invalid'),
  ]);
  expect(marks).toContain('true');
}

export async function expectNoFieldError(input: Locator): Promise<void> {
  await expect.poll(() => linkedErrors(input)).toBe('');
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/**
 * The 6-digit code of the newest mail to `email` sent after `since` (ms), from the dev outbox
 * (DEV_OUTBOX_API=true); polls while the mail is on its way.
 */
export async function readCodeFromOutbox(baseUrl: string, email: string, since = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/dev/outbox?email=${encodeURIComponent(email)}`);
    const body = (await response.json()) as { data: OutboxMail[] };
    const mail = body.data.find((entry) => Date.parse(entry.sentAt) >= since);
    const code = mail && /\b(\d{6})\b/.exec(mail.subject)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}: ${JSON.stringify(body.data)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** POST /api/login straight to the server; the session token. */
export async function loginViaApi(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (response.status !== 200 || !body.data?.token) throw new Error(`login failed: ${response.status}`);
  return body.data.token;
}

async function post(baseUrl: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
}

/** A new verified account made straight through the API (mailed code included). */
export async function createAccountViaApi(baseUrl: string, email: string, password: string): Promise<void> {
  const since = Date.now() - 1000;
  await post(baseUrl, '/sendEmailVerification', { email });
  const code = await readCodeFromOutbox(baseUrl, email, since);
  await post(baseUrl, '/VerfiyMail', { email, code, purpose: 'verify' });
  await post(baseUrl, '/users', { name: 'Test Player', email, password, password_confirmation: password });
}

/** Logs in through /auth/login and waits for the home page and the success toast. */
export async function loginViaUi(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string } = PLAYER,
  lang: Lang = 'en',
): Promise<void> {
  const t = TEXT[lang];
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel(t.email).fill(account.email);
  await page.getByLabel(t.password, { exact: true }).fill(account.password);
  await page.locator('form').getByRole('button', { name: t.logIn }).click();
  await page.waitForURL(`${baseUrl}/`);
  await expectToast(page, t.loggedIn);
}

/** The session cookies of docs/product.md §3, by name. */
export async function sessionCookies(
  context: BrowserContext,
): Promise<{ user?: Cookie; accessToken?: Cookie }> {
  const cookies = await context.cookies();
  return {
    user: cookies.find((cookie) => cookie.name === 'user'),
    accessToken: cookies.find((cookie) => cookie.name === 'accessToken'),
  };
}

/** Spec §9: 7 days, secure, strict same-site, path /. */
export function expectSessionCookie(cookie: Cookie | undefined): void {
  expect(cookie).toBeDefined();
  expect(cookie?.secure).toBe(true);
  expect(cookie?.sameSite).toBe('Strict');
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.99);
  expect(days).toBeLessThanOrEqual(7.001);
}

/** A unique address for a new account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/**
 * Opens one of an admin's screens from the header's "Administration" menu (desktop widths), by
 * the screen's name in the header, as an admin does with a mouse.
 */
export async function openFromAdminMenu(page: Page, screen: string, lang: Lang = 'en'): Promise<void> {
  const nav = { en: enCommon.nav, ar: arCommon.nav }[lang];
  await page.getByRole('navigation', { name: nav.label }).getByRole('button', { name: nav.admin }).click();
  await page.getByRole('menuitem', { name: screen, exact: true }).click();
}

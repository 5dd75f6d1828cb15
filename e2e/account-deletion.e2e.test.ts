/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arCommon from '../apps/web/src/locales/ar/common.json';
import arDeletion from '../apps/web/src/locales/ar/account-deletion.json';
import arChildren from '../apps/web/src/locales/ar/children.json';
import enChildren from '../apps/web/src/locales/en/children.json';
import { ERRORS } from '../packages/contracts/src/errors.js';
import { birthYears } from '../packages/contracts/src/validation/date-of-birth.js';
import { FIELD_LABELS, RULE_MESSAGES } from '../packages/contracts/src/validation/messages.js';
import {
  callApi,
  createChildViaApi,
  loginAs,
  signUpViaApi,
  uniqueLetters,
  type NewChild,
} from './support/accounts.js';
import {
  expectFieldError,
  expectToast,
  LANGS,
  loginViaUi,
  sessionCookies,
  TEXT as APP_TEXT,
  toast,
  uniqueEmail,
  type Lang,
} from './support/app.js';
import { problemsCheckedAfterEach, shootEveryWay } from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';

/** Spec §8's texts in English, to the letter; Arabic from the app's catalogs and the contracts. */
const TEXT = {
  en: {
    button: 'Delete account',
    title: 'Delete your account',
    passwordPrompt: 'Enter your password to confirm',
    confirm: 'Delete my account',
    deleted: 'Account deleted successfully',
    failed: 'Failed to delete account',
    wrongPassword: 'The password is incorrect',
    required: 'Password is required',
    useUsername: enChildren.login.useUsername,
    username: enChildren.login.username,
    togglePassword: 'Show or hide the password',
  },
  ar: {
    button: arDeletion.button,
    title: arDeletion.title,
    passwordPrompt: arDeletion.password,
    confirm: arDeletion.confirm,
    deleted: arDeletion.deleted,
    failed: ERRORS.ACCOUNT_DELETE_FAILED.ar,
    wrongPassword: ERRORS.WRONG_PASSWORD.ar,
    required: RULE_MESSAGES.ar.required.replace('{field}', FIELD_LABELS.ar.password),
    useUsername: arChildren.login.useUsername,
    username: arChildren.login.username,
    togglePassword: arCommon.togglePassword,
  },
} as const;

const PASSWORD = 'Parent123';

describe('deleting an account that has child accounts', () => {
  const app = useAppSuite();
  const problems = problemsCheckedAfterEach();

  /** A login through the form that the server refuses: the spec's words, and no session. */
  async function expectLoginRefused(
    page: Page,
    lang: Lang,
    credentials: { email: string } | { username: string },
  ): Promise<void> {
    const t = { ...APP_TEXT[lang], ...TEXT[lang] };
    await page.goto(`${app().server.url}/auth/login`);
    if ('username' in credentials) {
      await page.getByRole('button', { name: t.useUsername }).click();
      await page.getByLabel(t.username, { exact: true }).fill(credentials.username);
    } else {
      await page.getByLabel(t.email, { exact: true }).fill(credentials.email);
    }
    await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/login'));
    await page.locator('form').getByRole('button', { name: t.logIn }).click();
    const refusal =
      'username' in credentials ? ERRORS.INVALID_USERNAME_CREDENTIALS : ERRORS.INVALID_CREDENTIALS;
    expect((await answer).status()).toBe(refusal.status);
    await expectToast(page, refusal[lang]);
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    expect((await sessionCookies(page.context())).accessToken).toBeUndefined();
  }

  it.each(LANGS)(
    'in %s: the dialog asks for the password; then neither parent nor child can sign in',
    async (lang) => {
      const t = TEXT[lang];
      const { url } = app().server;
      const parent = {
        name: `Salma Parent ${uniqueLetters()}`,
        email: uniqueEmail('delete'),
        password: PASSWORD,
      };
      await signUpViaApi(url, { ...parent, accountType: 'team' });
      const parentLogin = await loginAs(url, parent);
      const children: NewChild[] = ['one', 'two'].map((suffix) => ({
        name: `Team Member ${suffix}`,
        nickname: `member-${suffix}`,
        username: `member.${suffix}.${uniqueLetters()}`,
        password: PASSWORD,
        birthYear: birthYears()[2]!,
      }));
      for (const child of children) await createChildViaApi(url, parentLogin.token, child);
      // Before: each child signs in with its username.
      const childLogins = await Promise.all(
        children.map((child) => loginAs(url, { username: child.username, password: PASSWORD })),
      );

      const { page } = await app().open({ language: lang });
      await loginViaUi(page, url, parent, lang);
      await page.goto(`${url}/profile`);
      await page.locator('main h2').filter({ hasText: parent.name }).waitFor();
      await page.getByRole('button', { name: t.button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.title });
      await dialog.waitFor();
      const password = dialog.getByLabel(t.passwordPrompt);
      const confirm = dialog.getByRole('button', { name: t.confirm });

      // No password: the rule; a wrong one: the server's refusal on the field and in a toast.
      await confirm.click();
      await expectFieldError(password, t.required);
      await password.fill('Wrong1234');
      await confirm.click();
      await expectFieldError(password, t.wrongPassword);
      // The show/hide button is named in the page's language and shows what was typed.
      const toggle = dialog.getByRole('button', { name: t.togglePassword, exact: true });
      await toggle.click();
      expect(await password.getAttribute('type')).toBe('text');
      await toggle.click();
      expect(await password.getAttribute('type')).toBe('password');
      await toast(page, `${t.failed}: ${t.wrongPassword}`).first().waitFor();
      expect((await callApi(url, parentLogin.token, 'GET', '/users/me')).status).toBe(200);
      await shootEveryWay(page, 'delete-dialog', problems, { isDialog: true });

      // The right password: deleted, said so, signed out, on the login page.
      await password.fill(PASSWORD);
      // The toast lasts 2 s (docs/product.md §9) while the login page loads: watch for it from before the click.
      const deleted = expectToast(page, t.deleted);
      await confirm.click();
      await deleted;
      await page.waitForURL(`${url}/auth/login`);
      expect((await sessionCookies(page.context())).accessToken).toBeUndefined();

      // Every token of the family is revoked at once, and no one signs in any more.
      for (const token of [parentLogin.token, ...childLogins.map((login) => login.token)]) {
        expect((await callApi(url, token, 'GET', '/users/me')).status).toBe(401);
      }
      await expectLoginRefused(page, lang, { email: parent.email });
      for (const child of children) await expectLoginRefused(page, lang, { username: child.username });
      const again = await callApi(url, null, 'POST', '/login', { email: parent.email, password: PASSWORD });
      expect(again.status).toBe(ERRORS.INVALID_CREDENTIALS.status);
    },
  );
});

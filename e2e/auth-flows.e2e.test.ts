/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arAuth from '../apps/web/src/locales/ar/auth.json';
import arCommon from '../apps/web/src/locales/ar/common.json';
import {
  ADMIN,
  createAccountViaApi,
  expectFieldError,
  expectNoFieldError,
  expectSessionCookie,
  expectToast,
  LANGS,
  loginViaApi,
  loginViaUi,
  PLAYER,
  readCodeFromOutbox,
  sessionCookies,
  TEXT,
  uniqueEmail,
  type Lang,
} from './support/app.js';
import { problemsCheckedAfterEach, saveShot, shootEveryWay } from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';
import { arabicDigits } from './support/text.js';

/** Page titles and toasts of the flows, per language (English as the app's catalog says it). */
const FLOW_TEXT = {
  en: {
    signUpTitle: 'Create your account',
    checkCodeTitle: 'Check your email',
    accountTypeTitle: 'Choose your account type',
    family: 'Family',
    detailsTitle: 'Your details',
    forgetTitle: 'Forgot your password?',
    resetTitle: 'Choose a new password',
    passwordChanged: 'Your password has been changed. Please log in.',
    loggedOut: 'You have been logged out',
    codeSent: (email: string) => `We sent a 6-digit code to ${email}`,
  },
  ar: {
    signUpTitle: arAuth.signUp.title,
    checkCodeTitle: arAuth.checkCode.title,
    accountTypeTitle: arAuth.accountType.title,
    family: arAuth.accountType.family.title,
    detailsTitle: arAuth.details.title,
    forgetTitle: arAuth.forget.title,
    resetTitle: arAuth.reset.title,
    passwordChanged: arAuth.toasts.passwordChanged,
    loggedOut: arCommon.header.loggedOut,
    codeSent: (email: string) => arAuth.toasts.codeSent.replace('{{email}}', email),
  },
} as const;

const BACKGROUND_URL = 'https://images.example/awarequest-background.svg';
/** Bright stripes: a background that shows whether the tint and the card keep it from the text. */
const BACKGROUND_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#ffd43b"/><rect width="200" height="300" fill="#e03131"/><circle cx="300" cy="150" r="90" fill="#1c7ed6"/></svg>`;
const CLOSE = { en: 'Close', ar: arCommon.close } as const;

describe('the account screens', () => {
  const app = useAppSuite();
  const problems = problemsCheckedAfterEach();
  const open = (lang: Lang) => app().open({ language: lang });

  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  describe.each(LANGS)('in %s', (lang) => {
    const t = TEXT[lang];
    const f = FLOW_TEXT[lang];

    it('signs up: email, mailed code, account type, details, then signed in on / with the session cookies', async () => {
      const { server } = app();
      const { context, page } = await open(lang);
      const email = uniqueEmail(`signup-${lang}`);
      const since = Date.now() - 1000;

      await page.goto(`${server.url}/auth/sign-up`);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      await heading(page, f.signUpTitle).waitFor();
      await page.getByLabel(t.email).fill(email);
      await page.getByRole('button', { name: t.sendCode }).click();

      await page.waitForURL(`${server.url}/auth/check-code`);
      await expectToast(page, f.codeSent(email));
      await heading(page, f.checkCodeTitle).waitFor();
      const code = await readCodeFromOutbox(server.url, email, since);
      // The code field accepts Arabic-Indic digits as well (docs/product.md §5 numeric).
      await page.getByLabel(t.code).fill(lang === 'ar' ? arabicDigits(code) : code);
      await page.getByRole('button', { name: t.verify, exact: true }).click();

      await page.waitForURL(`${server.url}/auth/account-type`);
      await heading(page, f.accountTypeTitle).waitFor();
      await page.getByRole('radio', { name: f.family }).click();
      await page.getByRole('button', { name: t.continue }).click();

      await page.waitForURL(`${server.url}/auth/sign-up`);
      await heading(page, f.detailsTitle).waitFor();
      await page.getByLabel(t.name).fill(lang === 'ar' ? 'سارة أحمد' : 'Sara Ahmed');
      await page.getByLabel(t.password, { exact: true }).fill('Secret123');
      await page.getByLabel(t.passwordConfirmation, { exact: true }).fill('Secret123');
      await page.getByRole('button', { name: t.createAccount }).click();

      await page.waitForURL(`${server.url}/`);
      await expectToast(page, t.loggedIn);
      const { user, accessToken } = await sessionCookies(context);
      expectSessionCookie(user);
      expectSessionCookie(accessToken);
      const saved = JSON.parse(decodeURIComponent(user?.value ?? '')) as Record<string, unknown>;
      expect(saved).toMatchObject({
        email,
        name: lang === 'ar' ? 'سارة أحمد' : 'Sara Ahmed',
        account_type: 'family',
      });
      // The token in the cookie is a live session on the server.
      const me = await fetch(`${server.url}/api/users/me`, {
        headers: { authorization: `Bearer ${accessToken?.value ?? ''}` },
      });
      expect(me.status).toBe(200);
      // The flow's state is gone once signed in.
      expect(await page.evaluate(() => sessionStorage.getItem('auth-flow'))).toBeNull();
    });

    it("logs in, shows the server's message for a wrong password, and logs out", async () => {
      const { server } = app();
      const { context, page } = await open(lang);
      await page.goto(`${server.url}/auth/login`);
      await page.getByLabel(t.email).fill(PLAYER.email);
      await page.getByLabel(t.password, { exact: true }).fill('Wrong1234');
      const failed = page.waitForResponse((response) => response.url().endsWith('/api/login'));
      await page.locator('form').getByRole('button', { name: t.logIn }).click();
      expect((await failed).status()).toBe(401);
      await expectToast(page, t.invalidCredentials);
      expect(page.url()).toBe(`${server.url}/auth/login`);
      expect(await sessionCookies(context)).toEqual({ user: undefined, accessToken: undefined });

      await loginViaUi(page, server.url, PLAYER, lang);
      const { user, accessToken } = await sessionCookies(context);
      expectSessionCookie(user);
      expectSessionCookie(accessToken);

      const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/logout'));
      await page.getByRole('banner').getByRole('button', { name: t.logOut }).click();
      expect((await loggedOut).status()).toBe(200);
      await page.waitForURL(`${server.url}/auth/login`);
      await expectToast(page, f.loggedOut);
      expect(await sessionCookies(context)).toEqual({ user: undefined, accessToken: undefined });
      // The revoked token no longer opens a session.
      const me = await fetch(`${server.url}/api/users/me`, {
        headers: { authorization: `Bearer ${accessToken?.value ?? ''}` },
      });
      expect(me.status).toBe(401);
    });

    it('resets a forgotten password with the mailed code, then logs in with the new one', async () => {
      const { server } = app();
      const email = uniqueEmail(`reset-${lang}`);
      await createAccountViaApi(server.url, email, 'OldPass123');
      const { page } = await open(lang);
      const since = Date.now() - 1000;

      await page.goto(`${server.url}/auth/login`);
      await page.getByRole('link', { name: t.forgot }).click();
      await page.waitForURL(`${server.url}/auth/forget-password`);
      await heading(page, f.forgetTitle).waitFor();
      await page.getByLabel(t.email).fill(email);
      await page.getByRole('button', { name: t.sendCode }).click();

      await page.waitForURL(`${server.url}/auth/check-code`);
      const code = await readCodeFromOutbox(server.url, email, since);
      await page.getByLabel(t.code).fill(code);
      await page.getByRole('button', { name: t.verify, exact: true }).click();

      await page.waitForURL(`${server.url}/auth/reset-password`);
      await heading(page, f.resetTitle).waitFor();
      await page.getByLabel(t.password, { exact: true }).fill('NewPass456');
      await page.getByLabel(t.passwordConfirmation, { exact: true }).fill('NewPass456');
      await page.getByRole('button', { name: t.changePassword }).click();

      await page.waitForURL(`${server.url}/auth/login`);
      await expectToast(page, f.passwordChanged);
      await loginViaUi(page, server.url, { email, password: 'NewPass456' }, lang);
      const old = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'OldPass123' }),
      });
      expect(old.status).toBe(401);
    });

    it('goes back after signing in to the page it was sent from, on the light page and in the SPA, never off the site', async () => {
      const { server } = app();
      const signIn = async (page: Page) => {
        await page.getByLabel(t.email).fill(PLAYER.email);
        await page.getByLabel(t.password, { exact: true }).fill(PLAYER.password);
        await page.locator('form').getByRole('button', { name: t.logIn }).click();
      };
      // A page load of a deep link without a session: the SPA's guard keeps it as ?return_to=.
      const spa = (await open(lang)).page;
      await spa.goto(`${server.url}/events?category_id=1`);
      await spa.waitForURL(
        `${server.url}/auth/login?return_to=${encodeURIComponent('/events?category_id=1')}`,
      );
      await signIn(spa);
      await spa.waitForURL(`${server.url}/events?category_id=1`);
      await expectToast(spa, t.loggedIn);

      // A page load of /auth/login?return_to= is the light page (no React Router): it loads the link.
      const light = (await open(lang)).page;
      await light.goto(`${server.url}/auth/login?return_to=${encodeURIComponent('/profile#photo')}`);
      expect(await light.evaluate(() => document.querySelector('script[src*="/assets/index-"]'))).toBeNull();
      await signIn(light);
      await light.waitForURL(`${server.url}/profile#photo`);
      await expectToast(light, t.loggedIn);

      // Another host, however written, is not followed: home instead.
      for (const evil of ['//evil.example/', '/\\evil.example', 'https://evil.example/']) {
        const page = (await open(lang)).page;
        await page.goto(`${server.url}/auth/login?return_to=${encodeURIComponent(evil)}`);
        await signIn(page);
        await page.waitForURL(`${server.url}/`);
      }
    });

    it('holds a toast while it is pointed at or focused; its button and Escape close it', async () => {
      const { server } = app();
      const { page } = await open(lang);
      await page.goto(`${server.url}/auth/login`);
      await page.getByLabel(t.email).fill(uniqueEmail('toast'));
      await page.getByLabel(t.password, { exact: true }).fill('Wrong1234');
      const logIn = page.locator('form').getByRole('button', { name: t.logIn });
      await logIn.click();
      const shown = await expectToast(page, t.invalidCredentials);
      await shown.hover();
      await saveShot(page, `login-toast-${lang}.png`, { fullPage: false });
      await page.waitForTimeout(3000);
      expect(await shown.isVisible()).toBe(true);
      await page.mouse.move(5, 400);
      await shown.waitFor({ state: 'detached', timeout: 4000 });

      // Focused (the keyboard reaches its close button), it stays too; the button closes it.
      await logIn.click();
      const again = await expectToast(page, t.invalidCredentials);
      const close = again.getByRole('button', { name: CLOSE[lang] });
      await close.focus();
      await page.waitForTimeout(3000);
      expect(await again.isVisible()).toBe(true);
      await close.press('Enter');
      await again.waitFor({ state: 'detached', timeout: 1000 });

      await logIn.click();
      const third = await expectToast(page, t.invalidCredentials);
      await third.hover();
      await page.keyboard.press('Escape');
      await third.waitFor({ state: 'detached', timeout: 1000 });
    });

    it("shows the provider's main_background behind the light login page, under an opaque card", async () => {
      const { server } = app();
      const admin = await loginViaApi(server.url, ADMIN.email, ADMIN.password);
      const putTheme = async (body: object) => {
        const response = await fetch(`${server.url}/api/settings/theme`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
          body: JSON.stringify(body),
        });
        expect(response.status).toBe(200);
      };
      await putTheme({ main_background: BACKGROUND_URL });
      try {
        const { page } = await open(lang);
        await page.route(`${BACKGROUND_URL}*`, (route) =>
          route.fulfill({ status: 200, contentType: 'image/svg+xml', body: BACKGROUND_SVG }),
        );
        await page.goto(`${server.url}/auth/login`);
        await page.getByLabel(t.email).waitFor();
        const backdrop = page.locator('[style*="--aq-main-background"]');
        await expect
          .poll(() => backdrop.evaluate((node) => getComputedStyle(node).backgroundImage))
          .toContain(BACKGROUND_URL);
        // The form's card is opaque: the picture never sits under its text.
        const cardBackground = await page.locator('form').evaluate((form) => {
          let node: Element | null = form;
          while (node && getComputedStyle(node).backgroundColor === 'rgba(0, 0, 0, 0)')
            node = node.parentElement;
          return node ? getComputedStyle(node).backgroundColor : '';
        });
        expect(cardBackground).toMatch(/^rgb\(/);
        await shootEveryWay(page, 'login-light-background', problems);
      } finally {
        await putTheme({ main_background: null });
      }
    });

    it("shows docs/product.md §5's messages on input and on blur, in the page's language", async () => {
      const { server } = app();
      const { page } = await open(lang);
      await page.goto(`${server.url}/auth/login`);
      const email = page.getByLabel(t.email);
      const password = page.getByLabel(t.password, { exact: true });

      // On input: typing a malformed address is enough.
      await email.pressSequentially('not-an-email');
      await expectFieldError(email, t.ruleEmail);
      await email.fill('');
      await expectFieldError(email, t.required(t.fieldEmail));
      await email.fill(PLAYER.email);
      await expectNoFieldError(email);
      // On blur: leaving the empty password.
      await password.focus();
      await password.blur();
      await expectFieldError(password, t.required(t.fieldPassword));

      // The details step of sign-up (state as the earlier steps leave it).
      await page.evaluate(() => {
        sessionStorage.setItem(
          'auth-flow',
          JSON.stringify({
            email: 'v@example.com',
            purpose: 'verify',
            isVerified: true,
            accountType: 'personal',
          }),
        );
      });
      await page.goto(`${server.url}/auth/sign-up`);
      const name = page.getByLabel(t.name);
      const newPassword = page.getByLabel(t.password, { exact: true });
      const confirmation = page.getByLabel(t.passwordConfirmation, { exact: true });
      await name.focus();
      await name.blur();
      await expectFieldError(name, t.required(t.fieldName));
      await newPassword.pressSequentially('abcdefg');
      await expectFieldError(newPassword, t.rulePassword);
      await newPassword.fill('Abcdefg1');
      await expectNoFieldError(newPassword);
      await confirmation.pressSequentially('Abcdefg2');
      await expectFieldError(confirmation, t.ruleConfirmed);
      await confirmation.fill('Abcdefg1');
      await expectNoFieldError(confirmation);
      // Submitting with errors left sends nothing.
      let registered = false;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/users')) registered = true;
      });
      await page.getByRole('button', { name: t.createAccount }).click();
      await expectFieldError(name, t.required(t.fieldName));
      expect(registered).toBe(false);
    });
  });
});

/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import arCommon from '../apps/web/src/locales/ar/common.json';
import { ERRORS } from '../packages/contracts/src/errors.js';
import { expectToast, LANGS, loginViaUi, PLAYER, sessionCookies, TEXT, type Lang } from './support/app.js';
import { useAppSuite } from './support/suite.js';

const PAGE_TITLES = {
  en: {
    join: 'Join a game',
    lobby: 'Game lobby',
    host: 'Host a live game',
    hostPin: 'Host dashboard',
    home: 'What to do next',
  },
  ar: {
    join: arCommon.pages.join.title,
    lobby: arCommon.pages.lobby.title,
    host: arCommon.pages.host.title,
    hostPin: arCommon.pages.hostPin.title,
    home: 'ماذا تفعل بعد ذلك',
  },
} as const;

describe('the routing rules of spec §2', () => {
  const app = useAppSuite();
  const open = (lang: Lang = 'en') => app().open({ language: lang });

  const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  it('sends a visitor without a session from private paths to /auth/login, and keeps public ones', async () => {
    const { server } = app();
    const { page } = await open();
    for (const path of ['/', '/dashboard', '/categories/7', '/no/such/page']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL(`${server.url}/auth/login`);
      await title(page, 'Log in').waitFor();
    }
    const publicPages: [string, string][] = [
      ['/join', PAGE_TITLES.en.join],
      ['/game/123456/lobby', PAGE_TITLES.en.lobby],
      ['/host', PAGE_TITLES.en.host],
      ['/host/123456', PAGE_TITLES.en.hostPin],
      ['/auth/sign-up', 'Create your account'],
    ];
    for (const [path, name] of publicPages) {
      await page.goto(`${server.url}${path}`);
      await title(page, name).waitFor();
      expect(page.url()).toBe(`${server.url}${path}`);
    }
  });

  describe.each(LANGS)('in %s', (lang) => {
    const t = TEXT[lang];

    it('sends a signed-in user from any /auth path to /, and shows the not-found page for unknown paths', async () => {
      const { server } = app();
      const { page } = await open(lang);
      await loginViaUi(page, server.url, PLAYER, lang);
      for (const path of ['/auth/login', '/auth/sign-up', '/auth/forget-password']) {
        await page.goto(`${server.url}${path}`);
        await page.waitForURL(`${server.url}/`);
        await page.getByRole('heading', { level: 2, name: PAGE_TITLES[lang].home }).waitFor();
      }
      await page.goto(`${server.url}/no/such/page`);
      await title(page, t.notFoundTitle).waitFor();
      expect(page.url()).toBe(`${server.url}/no/such/page`);
      expect(await page.title()).toBe(t.notFoundTitle);
      // Public pages stay reachable with a session too.
      await page.goto(`${server.url}/join`);
      await title(page, PAGE_TITLES[lang].join).waitFor();
    });

    it('on a 401 mid-session (session revoked on the server) clears the cookies and goes to /auth/login with the toast', async () => {
      const { server } = app();
      const { context, page } = await open(lang);
      await loginViaUi(page, server.url, PLAYER, lang);
      await page.goto(`${server.url}/dashboard`);
      const { accessToken } = await sessionCookies(context);
      // The toast lasts 2 s (spec §9): watch for it from before anything can answer 401.
      const toastShown = expectToast(page, lang === 'en' ? t.unauthorized : ERRORS.UNAUTHORIZED.ar);
      const unauthorized = page.waitForResponse(
        (response) => response.url().startsWith(`${server.url}/api/`) && response.status() === 401,
      );
      // The server ends the session behind the browser's back.
      const revoked = await fetch(`${server.url}/api/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken?.value ?? ''}` },
      });
      expect(revoked.status).toBe(200);

      // Whichever call meets the revoked session first answers 401: the logout clicked here, or
      // one of the page's own background calls (the bell's unread count), after which the
      // header has no logout button left to click.
      await page
        .getByRole('banner')
        .getByRole('button', { name: t.logOut })
        .click({ timeout: 5_000 })
        .catch(() => undefined);
      await unauthorized;
      await page.waitForURL(`${server.url}/auth/login`);
      await toastShown;
      expect(await sessionCookies(context)).toEqual({ user: undefined, accessToken: undefined });
    });

    it('on a 401 from a background call after a reload, clears the session and shows the 401 fallback text', async () => {
      const { server } = app();
      const { context, page } = await open(lang);
      await loginViaUi(page, server.url, PLAYER, lang);
      await page.goto(`${server.url}/profile`);
      // The theme refresh answers 401 without a message: the spec §8 fallback is shown.
      await page.route('**/api/settings/theme', (route) =>
        route.fulfill({ status: 401, contentType: 'application/json', body: '{"status":false}' }),
      );
      await page.reload();
      await page.waitForURL(`${server.url}/auth/login`);
      await expectToast(page, t.unauthorized);
      expect(await sessionCookies(context)).toEqual({ user: undefined, accessToken: undefined });
    });
  });

  it('exchanges a ?token= without a session through POST /api/sso/login, drops it from the address and ends on /auth/login', async () => {
    const { server } = app();
    const { context, page } = await open();
    const ssoCalls: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/sso/login')) ssoCalls.push(request);
    });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/sso/login'));
    await page.goto(`${server.url}/?token=bogus&keep=1`);
    expect((await answer).status()).toBe(401);
    expect(ssoCalls).toHaveLength(1);
    expect(ssoCalls[0]?.method()).toBe('POST');
    expect(ssoCalls[0]?.postDataJSON()).toEqual({ state: 'bogus' });
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    await expectToast(page, ERRORS.INVALID_SSO_TOKEN.en);
    expect(await sessionCookies(context)).toEqual({ user: undefined, accessToken: undefined });
  });

  it('does not exchange a ?token= when there is a session already', async () => {
    const { server } = app();
    const { context, page } = await open();
    await loginViaUi(page, server.url, PLAYER);
    let ssoCalled = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/sso/login')) ssoCalled = true;
    });
    await page.goto(`${server.url}/dashboard?token=other`);
    await title(page, 'Dashboard').waitFor();
    expect(ssoCalled).toBe(false);
    expect((await sessionCookies(context)).accessToken).toBeDefined();
  });
});

import { describe, expect, it } from 'vitest';
import { expectToast, loginViaUi, PLAYER, sessionCookies, TEXT } from './support/app.js';
import { useAppSuite } from './support/suite.js';

/**
 * The routing rules of docs/product.md §2 (guards, redirects, the not-found page, the 401 and SSO
 * hand-overs) are component tests: apps/web/src/app/routing.test.tsx. What needs the real
 * server stays here: a session the server revokes behind the browser's back.
 */
describe('the routing rules of docs/product.md §2', () => {
  const app = useAppSuite();

  it('on a 401 mid-session (session revoked on the server) clears the cookies and goes to /auth/login with the toast', async () => {
    const { server } = app();
    const t = TEXT.en;
    const { context, page } = await app().open({ language: 'en' });
    await loginViaUi(page, server.url, PLAYER, 'en');
    await page.goto(`${server.url}/dashboard`);
    const { accessToken } = await sessionCookies(context);
    // The toast lasts 2 s (docs/product.md §9): watch for it from before anything can answer 401.
    const toastShown = expectToast(page, t.unauthorized);
    // The server ends the session behind the browser's back.
    const revoked = await fetch(`${server.url}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken?.value ?? ''}` },
    });
    expect(revoked.status).toBe(200);

    // Whichever meets the revoked session first ends it, with the same toast: the categories that
    // the header's "Learn" link loads in the page (no reload, a 401), or the bell's live socket,
    // whose reconnection the server refuses; after either the header has no "Learn" link left.
    // (The logout button would not do: its call is silent, and it says "Logged out" instead.)
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Learn', exact: true })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    // The login page keeps where the session was lost as its deep link (docs/product.md §2).
    await page.waitForURL((address) => address.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('return_to')).toMatch(/^\/(dashboard|categories)/);
    await toastShown;
    expect(await sessionCookies(context)).toEqual({ user: undefined, accessToken: undefined });
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@awarequest/contracts';
import { useAppHarness } from '../test/app-harness';
import { answer } from '../test/fake-api';
import { PLAYER_USER } from '../test/people';
import { currentPath, renderApp } from '../test/render-app';
import { sessionCookies } from '../test/session-cookies';
import { TEXT } from '../test/texts';
import { findToast } from '../test/toasts';

const LANGS = ['en', 'ar'] as const;
const NO_SESSION = { user: undefined, accessToken: undefined };
const heading = (level: number, name: string) => screen.findByRole('heading', { level, name });

describe('the session hand-overs of docs/product.md §7 and §8', () => {
  const fakeApi = useAppHarness();

  describe.each(LANGS)('in %s', (lang) => {
    const t = TEXT[lang];

    it('on a 401 mid-session (the logout meets a revoked session) clears the cookies and goes to /auth/login with the toast', async () => {
      // The server words its own 401 in the asked language.
      fakeApi.on('POST /logout', answer(401, { status: false, message: t.serverUnauthorized }));
      const { user } = await renderApp({ path: '/join', language: lang, signedInAs: PLAYER_USER });
      expect(sessionCookies().accessToken).toBeDefined();
      const banner = await screen.findByRole('banner');
      await user.click(within(banner).getAllByRole('button', { name: t.logOut })[0]!);
      await findToast(t.serverUnauthorized);
      await heading(1, t.logIn);
      expect(currentPath()).toBe('/auth/login');
      expect(sessionCookies()).toEqual(NO_SESSION);
    });

    it('on a 401 from a background call (the theme refresh), clears the session and shows the 401 fallback text', async () => {
      fakeApi.on('GET /settings/theme', answer(401, { status: false }));
      await renderApp({ path: '/profile', language: lang, signedInAs: PLAYER_USER });
      await findToast(t.unauthorized);
      await heading(1, t.logIn);
      expect(currentPath()).toBe('/auth/login');
      // Signing in again comes back to the page the expired session was on.
      expect(new URLSearchParams(window.location.search).get('return_to')).toBe('/profile');
      expect(sessionCookies()).toEqual(NO_SESSION);
    });
  });

  it('exchanges a ?token= without a session through POST /sso/login, drops it from the address and ends on /auth/login', async () => {
    fakeApi.on(
      'POST /sso/login',
      answer(401, { status: false, code: 'INVALID_SSO_TOKEN', message: ERRORS.INVALID_SSO_TOKEN.en }),
    );
    await renderApp({ path: '/?token=bogus&keep=1' });
    await findToast(ERRORS.INVALID_SSO_TOKEN.en);
    await heading(1, TEXT.en.logIn);
    expect(fakeApi.callsTo('POST /sso/login').map((call) => call.body)).toEqual([{ state: 'bogus' }]);
    expect(currentPath()).toBe('/auth/login');
    expect(new URLSearchParams(window.location.search).has('token')).toBe(false);
    expect(sessionCookies()).toEqual(NO_SESSION);
  });

  it('does not exchange a ?token= when there is a session already', async () => {
    await renderApp({ path: '/dashboard?token=other', signedInAs: PLAYER_USER });
    await heading(1, 'Dashboard');
    expect(fakeApi.callsTo('POST /sso/login')).toEqual([]);
    expect(sessionCookies().accessToken).toBeDefined();
  });
});

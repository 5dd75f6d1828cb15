import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME } from '@awarequest/contracts';
import arAuth from '../locales/ar/auth.json';
import { CARRIED_TOAST_KEY } from '../lib/carried-toast';
import { initI18n, LANGUAGE_KEY } from '../lib/i18n';
import { THEME_CACHE_KEY } from '../lib/theme/theme-cache';
import { useAppHarness } from '../test/app-harness';
import { answer } from '../test/fake-api';
import { PLAYER_USER } from '../test/people';
import { sessionCookies } from '../test/session-cookies';
import { TEXT } from '../test/texts';
import { PlayerShell } from '../join/player-shell';
import { applyProviderTheme } from '../join/provider-theme';
import { LoginCard } from './login-card';

const LANGS = ['en', 'ar'] as const;
const LOGGED_IN = { en: 'successfully logged in', ar: arAuth.toasts.loggedIn };
const SSO = { en: 'Sign in with SSO', ar: arAuth.login.sso };

/** The login's light page as src/login/main.tsx renders it, in `lang`. */
async function openLightLogin(lang: (typeof LANGS)[number]) {
  localStorage.setItem(LANGUAGE_KEY, lang);
  await initI18n(['common', 'errors', 'auth', 'children']);
  const user = userEvent.setup();
  render(
    <PlayerShell>
      <LoginCard />
    </PlayerShell>,
  );
  await screen.findByLabelText(TEXT[lang].email);
  return user;
}

describe("the login's light page (src/login)", () => {
  const fakeApi = useAppHarness();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe.each(LANGS)('in %s', (lang) => {
    const t = TEXT[lang];

    it('signs in, keeps the session cookies and loads the SPA, which shows "logged in"', async () => {
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
      fakeApi.on('POST /login', answer(200, { status: true, data: { user: PLAYER_USER, token: 'tok-1' } }));
      localStorage.setItem(
        THEME_CACHE_KEY,
        JSON.stringify({ version: '1.0', savedAt: Date.now(), data: {} }),
      );
      const user = await openLightLogin(lang);
      await user.type(screen.getByLabelText(t.email), PLAYER_USER.email ?? '');
      await user.type(screen.getByLabelText(t.password, { selector: 'input' }), 'Player123');
      await user.click(screen.getByRole('button', { name: t.logIn }));
      await vi.waitFor(() => {
        expect(assign).toHaveBeenCalledWith('/');
      });
      expect(fakeApi.callsTo('POST /login')[0]?.body).toEqual({
        email: PLAYER_USER.email,
        password: 'Player123',
      });
      expect(sessionCookies().accessToken).toBe('tok-1');
      expect(localStorage.getItem(THEME_CACHE_KEY)).toBeNull();
      expect(JSON.parse(sessionStorage.getItem(CARRIED_TOAST_KEY) ?? '{}')).toEqual({
        message: LOGGED_IN[lang],
        tone: 'success',
      });
    });

    it("checks the email with the contracts' rule before any call", async () => {
      const user = await openLightLogin(lang);
      const email = screen.getByLabelText(t.email);
      await user.type(email, 'not-an-email');
      await user.click(screen.getByRole('button', { name: t.logIn }));
      expect(await screen.findByText(t.ruleEmail)).toBeTruthy();
      expect(email.getAttribute('aria-invalid')).toBe('true');
      expect(fakeApi.callsTo('POST /login')).toHaveLength(0);
    });

    it('offers company sign-in only when GET /settings/auth switches it on', async () => {
      fakeApi.on(
        'GET /settings/auth',
        answer(200, { status: true, data: { is_sso_activated: true, sso_login_url: '/api/sso/start' } }),
      );
      await openLightLogin(lang);
      const link = await screen.findByRole('link', { name: SSO[lang] });
      expect(link.getAttribute('href')).toBe('/api/sso/start');
    });
  });

  describe('the deep link of ?return_to= (lib/return-to.ts)', () => {
    afterEach(() => {
      window.history.replaceState(null, '', '/');
    });

    async function signInAt(address: string) {
      window.history.replaceState(null, '', address);
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
      fakeApi.on('POST /login', answer(200, { status: true, data: { user: PLAYER_USER, token: 'tok-1' } }));
      const user = await openLightLogin('en');
      await user.type(screen.getByLabelText(TEXT.en.email), PLAYER_USER.email ?? '');
      await user.type(screen.getByLabelText(TEXT.en.password, { selector: 'input' }), 'Player123');
      await user.click(screen.getByRole('button', { name: TEXT.en.logIn }));
      await vi.waitFor(() => {
        expect(assign).toHaveBeenCalledTimes(1);
      });
      return assign.mock.calls[0]?.[0];
    }

    it('loads the page the person was sent from after a password sign-in', async () => {
      const deepLink = '/categories/quiz?id=3#top';
      expect(await signInAt(`/auth/login?return_to=${encodeURIComponent(deepLink)}`)).toBe(deepLink);
    });

    it.each([
      '//evil.example/',
      'https://evil.example/',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      'profile',
    ])('goes home instead of the refused deep link %s', async (deepLink) => {
      expect(await signInAt(`/auth/login?return_to=${encodeURIComponent(deepLink)}`)).toBe('/');
    });

    it('hands the deep link to company sign-in and to sign-up', async () => {
      window.history.replaceState(null, '', `/auth/login?return_to=${encodeURIComponent('/events?month=3')}`);
      fakeApi.on(
        'GET /settings/auth',
        answer(200, { status: true, data: { is_sso_activated: true, sso_login_url: '/api/sso/start' } }),
      );
      await openLightLogin('en');
      const link = await screen.findByRole('link', { name: SSO.en });
      expect(link.getAttribute('href')).toBe(
        `/api/sso/start?return_to=${encodeURIComponent('/events?month=3')}`,
      );
      // A new account lands there too.
      expect(screen.getByRole('link', { name: 'Create one' }).getAttribute('href')).toBe(
        `/auth/sign-up?return_to=${encodeURIComponent('/events?month=3')}`,
      );
    });
  });

  describe("the provider's main_background", () => {
    afterEach(() => {
      applyProviderTheme(null);
    });

    it('is drawn behind the card, tinted, as in the SPA, and the card stays opaque', async () => {
      await openLightLogin('en');
      const backdrop = () => document.querySelector<HTMLElement>('[style*="--aq-main-background"]');
      expect(backdrop()).toBeNull();
      act(() => {
        applyProviderTheme({ ...DEFAULT_THEME, main_background: 'https://cdn.example/bg.jpg' });
      });
      const drawn = backdrop();
      expect(drawn?.style.getPropertyValue('--aq-main-background')).toBe('url("https://cdn.example/bg.jpg")');
      expect(drawn?.getAttribute('aria-hidden')).toBe('true');
      // The form is not inside the decoration: it stays on the card.
      expect(drawn?.contains(screen.getByLabelText(TEXT.en.email))).toBe(false);
      act(() => {
        applyProviderTheme({ ...DEFAULT_THEME, main_background: null });
      });
      expect(backdrop()).toBeNull();
    });
  });

  it('shows no company sign-in when GET /settings/auth has it off', async () => {
    fakeApi.on(
      'GET /settings/auth',
      answer(200, { status: true, data: { is_sso_activated: false, sso_login_url: '/api/sso/start' } }),
    );
    await openLightLogin('en');
    await vi.waitFor(() => {
      expect(fakeApi.callsTo('GET /settings/auth')).toHaveLength(1);
    });
    expect(screen.queryByRole('link', { name: SSO.en })).toBeNull();
    // Its links are plain page loads (no router on this page).
    expect(screen.getByRole('link', { name: 'Create one' }).getAttribute('href')).toBe('/auth/sign-up');
  });
});

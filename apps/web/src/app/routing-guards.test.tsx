import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAppHarness } from '../test/app-harness';
import { answer } from '../test/fake-api';
import { clearSession } from '../lib/session';
import { PLAYER_USER } from '../test/people';
import { currentPath, renderApp } from '../test/render-app';
import { TEXT } from '../test/texts';

const LANGS = ['en', 'ar'] as const;
const heading = (level: number, name: string) => screen.findByRole('heading', { level, name });

describe('the routing rules of docs/product.md §2', () => {
  const fakeApi = useAppHarness();

  it.each(['/', '/dashboard', '/categories/7', '/no/such/page'])(
    'sends a visitor without a session from %s to /auth/login',
    async (path) => {
      await renderApp({ path });
      await heading(1, TEXT.en.logIn);
      expect(currentPath()).toBe('/auth/login');
    },
  );

  it('keeps where a visitor was as ?return_to= and goes back there after signing in', async () => {
    fakeApi.on('POST /login', answer(200, { status: true, data: { user: PLAYER_USER, token: 'tok-1' } }));
    const { user } = await renderApp({ path: '/dashboard?week=2#top' });
    await heading(1, TEXT.en.logIn);
    expect(currentPath()).toBe('/auth/login');
    expect(new URLSearchParams(window.location.search).get('return_to')).toBe('/dashboard?week=2#top');
    await user.type(screen.getByLabelText(TEXT.en.email), PLAYER_USER.email ?? '');
    await user.type(screen.getByLabelText(TEXT.en.password, { selector: 'input' }), 'Player123');
    await user.click(screen.getByRole('button', { name: TEXT.en.logIn }));
    await vi.waitFor(() => {
      expect(currentPath()).toBe('/dashboard');
    });
    expect(`${currentPath()}${window.location.search}${window.location.hash}`).toBe('/dashboard?week=2#top');
  });

  it('keeps no way back for someone who signs out, and one for a session that was lost', async () => {
    for (const [isSignOut, expected] of [
      [true, '/auth/login'],
      [false, `/auth/login?return_to=${encodeURIComponent('/dashboard?week=2')}`],
    ] as const) {
      const { unmount } = await renderApp({ path: '/dashboard?week=2', signedInAs: PLAYER_USER });
      await screen.findByRole('main');
      act(() => {
        clearSession({ isSignOut });
      });
      await heading(1, TEXT.en.logIn);
      expect(`${currentPath()}${window.location.search}`).toBe(expected);
      unmount();
    }
  });

  it('goes home after signing in when ?return_to= is not a path of this site', async () => {
    fakeApi.on('POST /login', answer(200, { status: true, data: { user: PLAYER_USER, token: 'tok-1' } }));
    const { user } = await renderApp({
      path: `/auth/login?return_to=${encodeURIComponent('//evil.example/')}`,
    });
    await heading(1, TEXT.en.logIn);
    await user.type(screen.getByLabelText(TEXT.en.email), PLAYER_USER.email ?? '');
    await user.type(screen.getByLabelText(TEXT.en.password, { selector: 'input' }), 'Player123');
    await user.click(screen.getByRole('button', { name: TEXT.en.logIn }));
    await heading(2, TEXT.en.home);
    expect(currentPath()).toBe('/');
  });

  it.each([
    ['/join', TEXT.en.join],
    ['/game/123456/lobby', TEXT.en.lobby],
    ['/host', TEXT.en.host],
    ['/host/123456', TEXT.en.hostPin],
    ['/auth/sign-up', TEXT.en.signUp],
  ])('keeps a visitor without a session on the public page %s', async (path, title) => {
    await renderApp({ path });
    await heading(1, title);
    expect(currentPath()).toBe(path);
  });

  describe.each(LANGS)('in %s', (lang) => {
    const t = TEXT[lang];

    it.each(['/auth/login', '/auth/sign-up', '/auth/forget-password'])(
      'sends a signed-in user from %s to /',
      async (path) => {
        await renderApp({ path, language: lang, signedInAs: PLAYER_USER });
        await heading(2, t.home);
        expect(currentPath()).toBe('/');
      },
    );

    it('shows the not-found page for an unknown path to a signed-in user, and keeps public pages', async () => {
      await renderApp({ path: '/no/such/page', language: lang, signedInAs: PLAYER_USER });
      await heading(1, t.notFoundTitle);
      expect(currentPath()).toBe('/no/such/page');
      expect(document.title).toBe(t.notFoundTitle);
    });

    it('keeps public pages reachable with a session', async () => {
      await renderApp({ path: '/join', language: lang, signedInAs: PLAYER_USER });
      await heading(1, t.join);
      expect(currentPath()).toBe('/join');
    });
  });
});

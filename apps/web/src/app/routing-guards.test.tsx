import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppHarness } from '../test/app-harness';
import { PLAYER_USER } from '../test/people';
import { currentPath, renderApp } from '../test/render-app';
import { TEXT } from '../test/texts';

const LANGS = ['en', 'ar'] as const;
const heading = (level: number, name: string) => screen.findByRole('heading', { level, name });

describe('the routing rules of docs/product.md §2', () => {
  useAppHarness();

  it.each(['/', '/dashboard', '/categories/7', '/no/such/page'])(
    'sends a visitor without a session from %s to /auth/login',
    async (path) => {
      await renderApp({ path });
      await heading(1, TEXT.en.logIn);
      expect(currentPath()).toBe('/auth/login');
    },
  );

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

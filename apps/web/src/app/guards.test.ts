import { describe, expect, it } from 'vitest';
import { guardRedirect, isPublicPath } from './guards';

describe('routing rules of docs/product.md §2', () => {
  it.each([
    '/auth/login',
    '/auth/sign-up',
    '/join',
    '/join-game',
    '/game/123456/lobby',
    '/host',
    '/host/123456',
  ])('%s is public', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each(['/', '/dashboard', '/profile', '/categories', '/categories/quiz', '/events', '/no-such-page'])(
    '%s needs a token: without one it goes to /auth/login',
    (path) => {
      expect(isPublicPath(path)).toBe(false);
      expect(guardRedirect(path, false)).toBe('/auth/login');
    },
  );

  it('lets a signed-in person through to any non-auth path', () => {
    expect(guardRedirect('/dashboard', true)).toBeNull();
    expect(guardRedirect('/no-such-page', true)).toBeNull();
    expect(guardRedirect('/join', true)).toBeNull();
  });

  it('sends a signed-in person away from every /auth path to /', () => {
    expect(guardRedirect('/auth/login', true)).toBe('/');
    expect(guardRedirect('/auth/reset-password', true)).toBe('/');
  });

  it('keeps visitors on public paths', () => {
    expect(guardRedirect('/auth/login', false)).toBeNull();
    expect(guardRedirect('/game/123456/play', false)).toBeNull();
  });
});

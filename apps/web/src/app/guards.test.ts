import { describe, expect, it } from 'vitest';
import { SSO_ERROR_PAGE as CONTRACT_SSO_ERROR_PAGE } from '@awarequest/contracts';
import { guardRedirect, isPublicPath, SSO_ERROR_PAGE } from './guards';

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
      expect(guardRedirect(path, false)).toBe(
        path === '/' ? '/auth/login' : `/auth/login?return_to=${encodeURIComponent(path)}`,
      );
    },
  );

  it('sends a visitor to the login page with where they were as the deep link', () => {
    expect(guardRedirect('/categories/quiz', false, '?id=3', '#top')).toBe(
      `/auth/login?return_to=${encodeURIComponent('/categories/quiz?id=3#top')}`,
    );
    // Only an allowed relative path is kept (safeReturnPath, as company sign-in).
    expect(guardRedirect('/x', false, '?a=//evil')).toBe('/auth/login');
  });

  it('sends a signed-in person on the login page to its allowed deep link, any other auth page home', () => {
    expect(guardRedirect('/auth/login', true, '?return_to=%2Fprofile%3Ftab%3D2')).toBe('/profile?tab=2');
    expect(guardRedirect('/auth/login', true, `?return_to=${encodeURIComponent('//evil.example')}`)).toBe(
      '/',
    );
    expect(guardRedirect('/auth/check-code', true, '?return_to=%2Fprofile')).toBe('/');
  });

  it('sends a new account on the sign-up page to its allowed deep link, else home', () => {
    expect(guardRedirect('/auth/sign-up', true, '?return_to=%2Fprofile')).toBe('/profile');
    expect(guardRedirect('/auth/sign-up', true, `?return_to=${encodeURIComponent('//evil.example')}`)).toBe(
      '/',
    );
    expect(guardRedirect('/auth/sign-up', true)).toBe('/');
  });

  it('lets a signed-in person through to any non-auth path', () => {
    expect(guardRedirect('/dashboard', true)).toBeNull();
    expect(guardRedirect('/no-such-page', true)).toBeNull();
    expect(guardRedirect('/join', true)).toBeNull();
  });

  it('sends a signed-in person away from every /auth path to /', () => {
    expect(guardRedirect('/auth/login', true)).toBe('/');
    expect(guardRedirect('/auth/reset-password', true)).toBe('/');
  });

  it('keeps a signed-in person on the wearable callback, which needs the session', () => {
    expect(guardRedirect('/auth/fitbit-callback', true)).toBeNull();
    expect(guardRedirect('/auth/fitbit-callback', false)).toBe('/auth/login');
  });

  it('keeps visitors on public paths', () => {
    expect(guardRedirect('/auth/login', false)).toBeNull();
    expect(guardRedirect('/game/123456/play', false)).toBeNull();
  });
});

describe('SSO_ERROR_PAGE', () => {
  it("is the contracts' address of the company sign-in error page", () => {
    expect(SSO_ERROR_PAGE).toBe(CONTRACT_SSO_ERROR_PAGE);
  });
});

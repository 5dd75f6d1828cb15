import { describe, expect, it } from 'vitest';
import { loginAddressFrom, returnPathOf, withReturnTo } from './return-to';

describe('returnPathOf: the deep link a sign-in on /auth/login returns to', () => {
  it.each([
    ['?return_to=%2Fprofile', '/profile'],
    [`?return_to=${encodeURIComponent('/categories/quiz?id=3&x=y#top')}`, '/categories/quiz?id=3&x=y#top'],
    ['?lang=ar&return_to=%2Fevents', '/events'],
  ])('follows %s to %s', (search, path) => {
    expect(returnPathOf(search)).toBe(path);
  });

  it.each([
    '',
    '?return_to=',
    '?return_to=profile',
    `?return_to=${encodeURIComponent('//evil.example')}`,
    `?return_to=${encodeURIComponent('https://evil.example/')}`,
    `?return_to=${encodeURIComponent('javascript:alert(1)')}`,
    `?return_to=${encodeURIComponent('/\\evil.example')}`,
    `?return_to=${encodeURIComponent('/%2F%2Fevil.example')}`,
    `?return_to=${encodeURIComponent('/%5Cevil.example')}`,
    `?return_to=${encodeURIComponent('/\t/evil.example')}`,
  ])('goes home for %j', (search) => {
    expect(returnPathOf(search)).toBe('/');
  });
});

describe('loginAddressFrom: the login page that remembers where someone was', () => {
  it('keeps a protected page with its query and fragment', () => {
    const address = loginAddressFrom('/categories/quiz?id=3#top');
    expect(address).toBe(`/auth/login?return_to=${encodeURIComponent('/categories/quiz?id=3#top')}`);
    expect(returnPathOf(address.slice(address.indexOf('?')))).toBe('/categories/quiz?id=3#top');
  });

  it.each(['/', '/auth/login', '/auth/fitbit-callback?code=1', '//evil.example', '/a\\b'])(
    'gives the bare login page for %s',
    (here) => {
      expect(loginAddressFrom(here)).toBe('/auth/login');
    },
  );
});

describe('withReturnTo: the SSO start address with the deep link', () => {
  it('adds the deep link to an address without a query', () => {
    expect(withReturnTo('/api/sso/start', '/events')).toBe('/api/sso/start?return_to=%2Fevents');
  });
  it('appends to an address with a query', () => {
    expect(withReturnTo('https://api.example/sso/start?x=1', '/a?b=c')).toBe(
      'https://api.example/sso/start?x=1&return_to=%2Fa%3Fb%3Dc',
    );
  });
  it('leaves the address alone for home', () => {
    expect(withReturnTo('/api/sso/start', '/')).toBe('/api/sso/start');
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoginPath, isPlayerPath, staticWebPlugin } from './static-web.js';

/** A web build of three pages: the SPA, the player's light page and the login's. */
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'aq-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<title>spa</title>');
  writeFileSync(path.join(dir, 'join.html'), '<title>player</title>');
  writeFileSync(path.join(dir, 'login.html'), '<title>login</title>');
  app = Fastify();
  await app.register(staticWebPlugin, { dir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const pageAt = async (url: string) => {
  const answer = await app.inject({ method: 'GET', url });
  expect(answer.statusCode, url).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-cache');
  return answer.body;
};

describe('the web pages', () => {
  it.each([
    '/join',
    '/join?pin=123456',
    '/join-game?pin=123456',
    '/join-game',
    '/game/123456/lobby',
    '/game/123456/start',
    '/game/123456/play',
    '/game/123456/play?x=1',
  ])('serve the player page at %s', async (url) => {
    expect(await pageAt(url)).toBe('<title>player</title>');
  });

  it.each([
    '/',
    '/host',
    '/host/123456',
    '/joined',
    '/game/123456/other',
    '/games-list',
    '/auth/login?token=abc',
    '/auth/login?lang=ar&token=abc',
    '/auth/login/extra',
    '/auth/sign-up',
    '/categories/kahoot/x',
  ])('serve the SPA at %s', async (url) => {
    expect(await pageAt(url)).toBe('<title>spa</title>');
  });

  it.each(['/auth/login', '/auth/login/', '/auth/login?lang=ar', '/auth/login?mytoken=1'])(
    'serve the login page at %s',
    async (url) => {
      expect(await pageAt(url)).toBe('<title>login</title>');
    },
  );

  it('leave a company sign-in hand-over on the login path to the SPA', () => {
    expect(isLoginPath('/auth/login?token=abc')).toBe(false);
    expect(isLoginPath('/auth/login?a=1&token=abc')).toBe(false);
    expect(isLoginPath('/auth/loginx')).toBe(false);
  });

  it('tell the player paths apart by their exact routes', () => {
    expect(isPlayerPath('/join/')).toBe(true);
    expect(isPlayerPath('/game/123456/lobby/extra')).toBe(false);
    expect(isPlayerPath('/joinx')).toBe(false);
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error.js';
import { isApiPath } from './error-envelope.js';

/**
 * Serves the built SPA at the root: hashed assets cached for a year, index.html never, and
 * every non-API path answered with index.html so the client router takes over. The embedded
 * games' pages are files under /games/ (a missing one is a 404, never the SPA). The player's
 * path (/join, /join-game, /game/{pin}/lobby|start|play) gets join.html, the player's light
 * page, and /auth/login gets login.html, the login's light page, when the build has them.
 */
/** The player's routes of docs/product.md §2, with or without a query string. */
const PLAYER_PATH = /^\/(?:join|join-game|game\/[^/?]+\/(?:lobby|start|play))\/?(?:\?.*)?$/;

export const isPlayerPath = (url: string): boolean => PLAYER_PATH.test(url);

/** The login page, except a company sign-in's hand-over (?token=), which the SPA exchanges. */
const LOGIN_PATH = /^\/auth\/login\/?(?:\?(?!(?:.*&)?token=).*)?$/;

export const isLoginPath = (url: string): boolean => LOGIN_PATH.test(url);

/** The light page a path has in a build with `pages`, else the SPA's index.html. */
function pageFor(url: string, pages: { player: boolean; login: boolean }): string {
  if (pages.player && isPlayerPath(url)) return 'join.html';
  if (pages.login && isLoginPath(url)) return 'login.html';
  return 'index.html';
}

export const staticWebPlugin = fp(async (app, options: { dir: string }) => {
  const indexFile = path.join(options.dir, 'index.html');
  const gamesDir = path.join(options.dir, 'games') + path.sep;
  const pages = {
    player: existsSync(path.join(options.dir, 'join.html')),
    login: existsSync(path.join(options.dir, 'login.html')),
  };
  if (!existsSync(indexFile)) {
    app.log.warn(`no web build at ${options.dir}; run "npm run build" to serve the app`);
    return;
  }
  await app.register(fastifyStatic, {
    root: options.dir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (apps/web/vite-precompress.ts): the copy
    // the browser accepts is sent, with Content-Encoding and Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders(response, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      void response.header(
        'cache-control',
        isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // Embedded games run in a sandboxed frame without allow-same-origin: their origin is
      // opaque, so the module scripts and styles they load are cross-origin (CORS) requests.
      const isGameFile = filePath.startsWith(gamesDir);
      if (isHashedAsset || isGameFile) void response.header('access-control-allow-origin', '*');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    // A missing API path or asset (an old chunk after a release) is a 404, never the SPA.
    const isFile = request.url.startsWith('/assets/') || request.url.startsWith('/games/');
    if (isApiPath(request.url) || isFile) throw new AppError('NOT_FOUND');
    return reply.header('cache-control', 'no-cache').sendFile(pageFor(request.url, pages));
  });
});

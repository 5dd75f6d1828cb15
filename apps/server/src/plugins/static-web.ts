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
 * page, when the build has it.
 */
/** The player's routes of docs/product.md §2, with or without a query string. */
const PLAYER_PATH = /^\/(?:join|join-game|game\/[^/?]+\/(?:lobby|start|play))\/?(?:\?.*)?$/;

export const isPlayerPath = (url: string): boolean => PLAYER_PATH.test(url);

export const staticWebPlugin = fp(async (app, options: { dir: string }) => {
  const indexFile = path.join(options.dir, 'index.html');
  const gamesDir = path.join(options.dir, 'games') + path.sep;
  const hasPlayerPage = existsSync(path.join(options.dir, 'join.html'));
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
    const page = hasPlayerPage && isPlayerPath(request.url) ? 'join.html' : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
});

import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-precompress';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * In development a game's sandboxed frame (origin 'null') loads its modules cross-origin, and
 * Vite's CORS allows localhost only. Opaque origins may read the game pages and the public
 * modules they import (Vite's client, dependencies), never the app's own sources.
 */
const gamesCorsInDev: Plugin = {
  name: 'awarequest-games-cors',
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const url = request.url ?? '';
      const isGameModule =
        /^\/(games\/|@vite\/|@react-refresh|node_modules\/|@fs\/[^?]*\/node_modules\/)/.test(url);
      if (request.headers.origin === 'null' && isGameModule)
        response.setHeader('access-control-allow-origin', '*');
      next();
    });
  },
};

/** The player's path (docs/product.md §2), served by its own light page, join.html. */
const PLAYER_PATH = /^\/(join|join-game|game\/[^/]+\/(lobby|start|play))\/?(\?.*)?$/;
/** The login page, served by its own light page, login.html; a company sign-in's ?token= hand-over stays the SPA's. */
const LOGIN_PATH = /^\/auth\/login\/?(\?(?!(.*&)?token=).*)?$/;

/** In development, as apps/server does in production: the player's paths get join.html, the login login.html. */
const lightPagesInDev: Plugin = {
  name: 'awarequest-light-pages',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const accept = request.headers.accept ?? '';
      const url = request.url ?? '';
      const page = PLAYER_PATH.test(url) ? '/join.html' : LOGIN_PATH.test(url) ? '/login.html' : null;
      if (page && accept.includes('text/html')) {
        const query = url.indexOf('?');
        request.url = `${page}${query >= 0 ? url.slice(query) : ''}`;
      }
      next();
    });
  },
};

/**
 * In development Vite serves the app and forwards the API to the server (one origin).
 * Besides the SPA, the build has one page per embedded game (games/<name>/index.html, served at
 * /games/<name>/index.html); they share no code with the SPA, so none of its chunks grow.
 * join.html is the player's light page (src/join), login.html the login's (src/login): no
 * Mantine, axios or React Router.
 */
export default defineConfig({
  plugins: [react(), gamesCorsInDev, lightPagesInDev, precompress(['assets', 'games'])],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, ws: true },
      '/socket.io': { target: apiTarget, ws: true },
      '/runtime-config.json': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // Every browser the product supports preloads modules itself (Chrome 66, Firefox 115, Safari
    // 17); an older one only loses the preload hint. The polyfill was 0.4 KB on each first page.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        index: page('index.html'),
        join: page('join.html'),
        login: page('login.html'),
        'phish-inbox': page('games/phish-inbox/index.html'),
        'clean-desk-vr': page('games/clean-desk-vr/index.html'),
      },
      output: {
        codeSplitting: {
          // zod's core on its own: the player's page validates with zod/mini, which shares the
          // core with zod classic; left to itself the bundler puts both in one chunk.
          groups: [
            { name: 'zod-core', test: /node_modules[\\/]zod[\\/]v4[\\/](core|mini|locales)[\\/]/ },
            // The contracts' zod-free constants the frame needs, apart from the zod rules that share
            // them, so they do not bring zod into the first download (e2e/first-download).
            {
              name: 'contracts-base',
              priority: 1,
              test: /packages[\\/]contracts[\\/]src[\\/](digits|i18n|account-types|sso-paths)\.ts$/,
            },
            // The validation messages apart: the forms need them, the player's PIN field does not
            // (in contracts-base they cost /join 4 KB before its field works).
            {
              name: 'contracts-messages',
              priority: 1,
              test: /packages[\\/]contracts[\\/]src[\\/]validation[\\/](messages|login-limits)\.ts$/,
            },
          ],
        },
      },
    },
  },
});

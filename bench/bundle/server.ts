import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { announceReady, closeOnStop } from '../shared/server-lifecycle.js';

/**
 * The production AwareQuest server serving the built SPA (apps/web/dist, or WEB_DIST_DIR) on the
 * embedded defaults: PGlite in a throw-away directory, the in-memory live store, no Redis, no
 * SMTP. No content pack and no seed: the pages measured need neither.
 */

const dataDir = await mkdtemp(path.join(tmpdir(), 'aq-bench-bundle-'));
const config = loadConfig({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'silent',
  SEED: 'false',
  RATE_LIMITS: 'false',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-only-jwt-secret-0123456789abcdefgh',
  DATABASE_URL: '',
  REDIS_URL: '',
  CONTENT_DIR: 'off',
  ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
});
const app = await buildApp(config);
closeOnStop(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

await app.listen({ host: config.host, port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('bundle bench server: no TCP address');
announceReady(address.port, { database: app.ctx.database.kind });

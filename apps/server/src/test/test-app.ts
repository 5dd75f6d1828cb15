import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/client.js';
import { useTestDatabase, truncateAll } from './test-database.js';

/** The JWT secret of every test app, so tests can sign their own tokens. */
export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

/** The configuration of a test app: quiet, no seed, no content pack, its own data dir and Redis key prefix. */
export function testConfig(env: Record<string, string> = {}): Config {
  const redisUrl = process.env.TEST_REDIS_URL;
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED: 'false',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'aq-test-')),
    JWT_SECRET: TEST_JWT_SECRET,
    REDIS_KEY_PREFIX: `aqtest:${randomBytes(6).toString('hex')}:`,
    WEB_DIST_DIR: path.join(tmpdir(), 'aq-no-web-build'),
    CONTENT_DIR: 'off',
    // Tests run scheduled work themselves (`app.jobs.runDue()`), on the clock they set.
    JOBS_POLL_MS: '0',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...env,
  });
}

/**
 * A ready app on `database`. `beforeReady` may add routes or hooks (a throwing route, say)
 * before Fastify seals the instance. The caller closes it.
 */
export async function startTestApp(
  database: Database,
  env: Record<string, string> = {},
  beforeReady?: (app: App) => void,
): Promise<App> {
  const app = await buildApp(testConfig(env), { database });
  beforeReady?.(app);
  await app.ready();
  return app;
}

/**
 * A fresh app for every test, on a database emptied before each test. Call it once at the
 * top of a file (each call starts its own database, which takes seconds on PGlite); the
 * returned function gives the current app. For another configuration, use `withExtraApp`.
 */
export function useTestApp(env: Record<string, string> = {}): () => App {
  const database = useTestDatabase();
  let app: App | undefined;
  beforeEach(async () => {
    await truncateAll(database());
    app = await startTestApp(database(), env);
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  return () => {
    if (!app) throw new Error('useTestApp: no app outside a test');
    return app;
  };
}

/** Runs `use` against an extra app on the same database as `app`, and closes it afterwards. */
export async function withExtraApp<T>(
  app: App,
  options: { env?: Record<string, string>; beforeReady?: (app: App) => void },
  use: (extra: App) => Promise<T>,
): Promise<T> {
  const extra = await startTestApp(app.ctx.database, options.env, options.beforeReady);
  try {
    return await use(extra);
  } finally {
    await extra.close();
  }
}

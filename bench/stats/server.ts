import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { recomputeUserScores } from '../../apps/server/src/modules/scores/recompute.service.js';
import { announceReady, closeOnStop } from '../shared/server-lifecycle.js';
import { ADMIN_EMAIL } from './seed-people.js';

/**
 * The production AwareQuest server on the seeded PostgreSQL database (DATABASE_URL). Before it
 * reports ready it picks BENCH_STATS_SAMPLE people at random (the same ones every run), has the
 * product's own recompute write their scores (what their first dashboard call of a day would
 * do, timed separately), and opens a session for each and one for the admin: signing in through
 * /api/login would measure argon2, not the dashboard. The tokens go to the runner over IPC.
 */

const USER_AGENT = 'bench-stats';
const RECOMPUTE_CONCURRENCY = 4;
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('bench/stats/server.ts needs DATABASE_URL (the seeded database)');
const sampleSize = Number(process.env.BENCH_STATS_SAMPLE ?? '1000');

const dataDir = await mkdtemp(path.join(tmpdir(), 'aq-bench-stats-'));
const config = loadConfig({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'silent',
  SEED: 'false',
  RATE_LIMITS: 'false',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-only-jwt-secret-0123456789abcdefgh',
  DATABASE_URL: databaseUrl,
});
const app = await buildApp(config);
const { db } = app.ctx;
// The benchmark's own reads and clean-up, outside the server's pool.
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();

closeOnStop(async () => {
  await client.query('DELETE FROM auth_sessions WHERE user_agent = $1', [USER_AGENT]);
  await client.end();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const { rows: sample } = await client.query<{ id: string }>(
  "SELECT id FROM users WHERE role = 'player' ORDER BY md5(id::text || 'bench-stats') LIMIT $1",
  [sampleSize],
);
const recompute = await recomputeAll(sample.map((row) => row.id));
const tokens = await Promise.all(
  sample.map((row) => app.ctx.sessions.create(row.id, { userAgent: USER_AGENT })),
);
const {
  rows: [admin],
} = await client.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [ADMIN_EMAIL]);
if (!admin) throw new Error(`no ${ADMIN_EMAIL} in the database: seed it first`);
const adminToken = await app.ctx.sessions.create(admin.id, { userAgent: USER_AGENT });

await app.listen({ host: config.host, port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('bench stats server: no TCP address');
announceReady(address.port, {
  tokens: JSON.stringify(tokens),
  adminToken,
  recomputed: String(recompute.count),
  recomputeMsMean: recompute.count ? (recompute.ms / recompute.count).toFixed(1) : '0',
  recomputeWallSec: (recompute.wallMs / 1000).toFixed(1),
});

/** Recomputes the people with results (the others get no score row), a few at a time. */
async function recomputeAll(ids: string[]) {
  const started = performance.now();
  const deps = { db, events: app.ctx.events };
  const queue = [...ids];
  let count = 0;
  let ms = 0;
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      const before = performance.now();
      if (await recomputeUserScores(deps, id)) {
        count += 1;
        ms += performance.now() - before;
      }
    }
  };
  await Promise.all(Array.from({ length: RECOMPUTE_CONCURRENCY }, worker));
  return { count, ms, wallMs: performance.now() - started };
}

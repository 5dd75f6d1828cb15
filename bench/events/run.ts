import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { createDatabase } from '../../apps/server/src/db/client.js';
import { benchDatabase, describeUrl, dropDatabase, recreateDatabase } from './bench-database.js';
import { ADMIN_EMAIL, EVENT_ZERO, EVENTS, PLAYER_EMAIL, seedEvents } from './seed.js';

/**
 * Events at scale (issue 24): seeds a PostgreSQL database of its own (next to DATABASE_URL's)
 * with `--users` people (100,000 by default) and 200 events, starts the production app on it in
 * this process and times, through `app.inject`, GET /api/events for one player and
 * GET /api/admin/events/:id/report for the event of users / 10 people (10,000 at full scale).
 * Prints p50 and p95 and PASS or MISS against the targets; drops its database at the end
 * unless `--keep`. The exit code does not depend on the figures.
 */

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
    keep: { type: 'boolean', default: false },
  },
});
const USERS = Number(values.users);
const RUNS = Number(values.runs);
const TARGETS = { events: 100, report: 1000 };

const database = benchDatabase(
  process.env.DATABASE_URL,
  process.env.BENCH_EVENTS_DATABASE || 'aq_bench_events',
);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aq-bench-events-'));
console.log(
  `${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}, Node ${process.version}, load ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
try {
  console.log(`seeding ${describeUrl(database.url)} with ${USERS} people and ${EVENTS} events ...`);
  const started = performance.now();
  await recreateDatabase(database);
  const migrations = createDatabase({ url: database.url, pgliteDir: '' });
  await migrations.migrate();
  await migrations.close();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await seedEvents(client, USERS);
    const counts = await client.query<{ name: string; rows: number }>(
      `SELECT 'users' AS name, count(*)::int AS rows FROM users UNION ALL
       SELECT 'events', count(*)::int FROM events UNION ALL
       SELECT 'event_completions', count(*)::int FROM event_completions UNION ALL
       SELECT 'attempts', count(*)::int FROM attempts`,
    );
    console.log(
      `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts.rows.map((row) => `${row.name} ${row.rows}`).join(', ')}`,
    );
    await measure(client);
  } finally {
    await client.end();
  }
} finally {
  if (values.keep) console.log(`kept ${describeUrl(database.url)}`);
  else await dropDatabase(database);
  await rm(dataDir, { recursive: true, force: true });
}

async function measure(client: pg.Client) {
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      SEED: 'false',
      RATE_LIMITS: 'false',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-only-jwt-secret-0123456789abcdefgh',
      DATABASE_URL: database.url,
    }),
  );
  try {
    const idOf = async (email: string) =>
      (await client.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]!.id;
    const player = await app.ctx.sessions.create(await idOf(PLAYER_EMAIL), { userAgent: 'bench-events' });
    const admin = await app.ctx.sessions.create(await idOf(ADMIN_EMAIL), { userAgent: 'bench-events' });
    const reportId = (await client.query<{ id: string }>(EVENT_ZERO)).rows[0]!.id;
    const people = await app.inject({
      method: 'GET',
      url: `/api/admin/events/${reportId}/report?per_page=1`,
      headers: { authorization: `Bearer ${admin}` },
    });
    if (people.statusCode !== 200) console.log(`report: ${people.statusCode} ${people.body.slice(0, 300)}`);
    console.log(
      `report event: ${(JSON.parse(people.body) as { data?: { totals?: { people: number } } }).data?.totals?.people ?? '?'} people`,
    );
    // The admin's list of every event with head counts and completion rates: no target in
    // issue 24, measured once so its cost at this size is on record.
    const listStart = performance.now();
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/events',
      headers: { authorization: `Bearer ${admin}` },
    });
    console.log(
      `GET /api/admin/events (every event, one call, no target): ${list.statusCode}, ${(performance.now() - listStart).toFixed(0)} ms`,
    );
    await time(app, 'GET /api/events (one player)', '/api/events', player, RUNS * 3, TARGETS.events);
    await time(
      app,
      'GET /api/admin/events/:id/report',
      `/api/admin/events/${reportId}/report`,
      admin,
      RUNS,
      TARGETS.report,
    );
  } finally {
    await app.close();
  }
}

async function time(
  app: Awaited<ReturnType<typeof buildApp>>,
  label: string,
  url: string,
  token: string,
  runs: number,
  targetMs: number,
) {
  const headers = { authorization: `Bearer ${token}` };
  for (let warm = 0; warm < 3; warm += 1) await app.inject({ method: 'GET', url, headers });
  const samples: number[] = [];
  let failed = 0;
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    const answer = await app.inject({ method: 'GET', url, headers });
    samples.push(performance.now() - start);
    if (answer.statusCode !== 200) failed += 1;
  }
  if (failed > 0) {
    console.log(`${label}: ${failed}/${runs} answers were not 200 (is the route on this branch?); no figure`);
    return;
  }
  samples.sort((a, b) => a - b);
  const at = (share: number) => samples[Math.min(samples.length - 1, Math.ceil(share * samples.length) - 1)]!;
  const p95 = at(0.95);
  console.log(
    `${label}: ${runs} runs, p50 ${at(0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ` +
      `target p95 ≤ ${targetMs} ms: ${p95 <= targetMs ? 'PASS' : 'MISS'}`,
  );
}

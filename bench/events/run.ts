import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { benchDatabase, describeUrl, dropDatabase, recreateDatabase } from './bench-database.js';
import { ADMIN_EMAIL, EVENT_ZERO, EVERYONE_ZERO, PLAYER_EMAIL, seedEvents, type Queryable } from './seed.js';

/**
 * Events at scale (issues 24 and 28): seeds a database of its own (PostgreSQL next to
 * DATABASE_URL's when it is set, else PGlite in a temporary directory) with `--users` people
 * (100,000 by default), `--events` department events (200) and `--everyone` campaigns assigned to
 * the whole organisation (3), starts the production app on it in this process and times, through
 * `app.inject`, GET /api/events for one player, GET /api/admin/events (the admin's list) and the
 * first page of GET /api/admin/events/:id/report for the event of users / 10 people and for an
 * event of everyone. Prints p50 and p95 and PASS or MISS against the targets; drops its database
 * at the end unless `--keep`. The exit code does not depend on the figures.
 */

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    events: { type: 'string', default: '200' },
    everyone: { type: 'string', default: '3' },
    runs: { type: 'string', default: '30' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
  },
});
const USERS = Number(values.users);
const EVENTS = Number(values.events);
const EVERYONE = Number(values.everyone);
const RUNS = Number(values.runs);
const TARGETS = { events: 100, list: 300, report: 1000 };

const database = process.env.DATABASE_URL
  ? benchDatabase(process.env.DATABASE_URL, process.env.BENCH_EVENTS_DATABASE || 'aq_bench_events')
  : null;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aq-bench-events-'));
console.log(
  `${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}, Node ${process.version}, load ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
const app = await (async () => {
  if (database && !values.reuse) await recreateDatabase(database);
  return buildApp(
    loadConfig({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      SEED: 'false',
      RATE_LIMITS: 'false',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-only-jwt-secret-0123456789abcdefgh',
      ...(database ? { DATABASE_URL: database.url } : {}),
    }),
  );
})();
try {
  const where = database ? describeUrl(database.url) : `PGlite in ${dataDir}`;
  console.log(
    `seeding ${where} with ${USERS} people, ${EVENTS} department events and ${EVERYONE} of everyone ...`,
  );
  const started = performance.now();
  // The app's own client (node-postgres's pool or PGlite), with the migrations applied at start.
  const client = (app.ctx.db as unknown as { $client: Queryable }).$client;
  {
    if (values.reuse) console.log('reusing the database kept by an earlier --keep run');
    else await seedEvents(client, USERS, { events: EVENTS, everyone: EVERYONE });
    const counts = await client.query(
      `SELECT 'users' AS name, count(*)::int AS rows FROM users UNION ALL
       SELECT 'events', count(*)::int FROM events UNION ALL
       SELECT 'event_completions', count(*)::int FROM event_completions UNION ALL
       SELECT 'attempts', count(*)::int FROM attempts`,
    );
    console.log(
      `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${(counts.rows as { name: string; rows: number }[]).map((row) => `${row.name} ${row.rows}`).join(', ')}`,
    );
    await measure(client);
  }
} finally {
  await app.close();
  if (database && values.keep) console.log(`kept ${describeUrl(database.url)}`);
  else if (database) await dropDatabase(database);
  // The temporary directory holds PGlite's database, or on PostgreSQL nothing worth keeping.
  if (values.keep && !database) console.log(`kept ${dataDir}`);
  else await rm(dataDir, { recursive: true, force: true });
}

/** The `id` of a query's first row. */
function idIn(result: { rows: unknown[] }): string | undefined {
  return (result.rows[0] as { id: string } | undefined)?.id;
}

async function measure(client: Queryable) {
  {
    const idOf = async (email: string) =>
      idIn(await client.query('SELECT id FROM users WHERE email = $1', [email]))!;
    const player = await app.ctx.sessions.create(await idOf(PLAYER_EMAIL), { userAgent: 'bench-events' });
    const admin = await app.ctx.sessions.create(await idOf(ADMIN_EMAIL), { userAgent: 'bench-events' });
    const reportId = idIn(await client.query(EVENT_ZERO))!;
    const everyoneId = idIn(await client.query(EVERYONE_ZERO));
    const people = await app.inject({
      method: 'GET',
      url: `/api/admin/events/${reportId}/report?per_page=1`,
      headers: { authorization: `Bearer ${admin}` },
    });
    if (people.statusCode !== 200) console.log(`report: ${people.statusCode} ${people.body.slice(0, 300)}`);
    console.log(
      `report event: ${(JSON.parse(people.body) as { data?: { totals?: { people: number } } }).data?.totals?.people ?? '?'} people`,
    );
    // The admin's list of every event with head counts and the assignments' states (issue 28).
    await time('GET /api/admin/events (every event)', '/api/admin/events', admin, RUNS, TARGETS.list);
    await time('GET /api/events (one player)', '/api/events', player, RUNS * 3, TARGETS.events);
    await time(
      `GET /api/admin/events/:id/report (event 0, first page)`,
      `/api/admin/events/${reportId}/report`,
      admin,
      RUNS,
      TARGETS.report,
    );
    if (everyoneId)
      await time(
        `GET /api/admin/events/:id/report (everyone, first page)`,
        `/api/admin/events/${everyoneId}/report`,
        admin,
        RUNS,
        TARGETS.report,
      );
  }
}

async function time(label: string, url: string, token: string, runs: number, targetMs: number) {
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

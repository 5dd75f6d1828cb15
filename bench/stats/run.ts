import os from 'node:os';
import { FORMULA_VERSION } from '../../apps/server/src/modules/scores/formula.js';
import { startServer, stopAll } from '../shared/server-children.js';
import { benchDatabase, describeUrl } from './bench-database.js';
import { loadDashboard } from './dashboard-load.js';
import { postgresCpu, cpuBetween } from './postgres-cpu.js';
import { printDashboard, printReports, printRows, printVerdict } from './report.js';
import { timeReports } from './report-timing.js';
import { countRows, seed, seededSizes } from './seed.js';

/**
 * Statistics at scale: seeds a PostgreSQL database of its own with 100,000 people and 5,000,000
 * answers (or reuses one with `--reuse`), starts the production server on it in a child
 * process, loads GET /api/dashboard as ~1,000 different people and times the organisation
 * report of every dimension. Prints the figures and PASS or MISS against the targets; the exit
 * code does not depend on them.
 */

const SIZES = {
  users: integerFromEnv('BENCH_STATS_USERS', 100_000),
  attempts: integerFromEnv('BENCH_STATS_ATTEMPTS', 1_000_000),
};
const SAMPLE = integerFromEnv('BENCH_STATS_SAMPLE', 1000);
const CONCURRENCY = integerFromEnv('BENCH_STATS_CONCURRENCY', 10);
const DURATION_SEC = integerFromEnv('BENCH_DURATION', 20);
const WARMUP_SEC = integerFromEnv('BENCH_WARMUP', 3);
const REPORT_RUNS = integerFromEnv('BENCH_STATS_REPORT_RUNS', 3);
const reuse = process.argv.includes('--reuse');
const seedOnly = process.argv.includes('--seed-only');

process.on('SIGINT', () => void stopAll().finally(() => process.exit(130)));

const database = benchDatabase();
try {
  printSettings();
  await seedUnlessReused();
  printRows(await countRows(database));
  if (!seedOnly) await measure();
  console.log(`load average at the end: ${loadAverage()}`);
} finally {
  await stopAll();
}

async function seedUnlessReused() {
  const existing = reuse ? await seededSizes(database) : null;
  if (existing?.users === SIZES.users && existing.attempts === SIZES.attempts) {
    console.log(`reusing ${describeUrl(database.url)} (seeded with the same sizes)`);
    return;
  }
  if (reuse) console.log(`--reuse: ${describeUrl(database.url)} holds no seed of these sizes, seeding it`);
  console.log(`seeding ${describeUrl(database.url)} (dropped and created again) ...`);
  const seconds = await seed({ database, sizes: SIZES, formulaVersion: FORMULA_VERSION });
  console.log(`seeded in ${seconds.toFixed(1)} s`);
}

async function measure() {
  console.log(
    `starting the server; it recomputes the scores of ${SAMPLE} sampled people and signs them in ...`,
  );
  const server = await startServer('awarequest', new URL('./server.ts', import.meta.url), {
    DATABASE_URL: database.url,
    BENCH_STATS_SAMPLE: String(SAMPLE),
  });
  const { info } = server;
  console.log(
    `  recompute (the product's, ${info.recomputed} people with results, 4 at a time): ` +
      `${info.recomputeMsMean} ms each on average, ${info.recomputeWallSec} s in all`,
  );
  const tokens = JSON.parse(info.tokens ?? '[]') as string[];
  console.log(
    `measuring GET /api/dashboard: ${CONCURRENCY} in flight, ${tokens.length} people in turn, ` +
      `${WARMUP_SEC} s warm-up + ${DURATION_SEC} s ...`,
  );
  const load = { url: `${server.url}/api/dashboard`, tokens, concurrency: CONCURRENCY };
  if (WARMUP_SEC > 0) await loadDashboard({ ...load, durationSec: WARMUP_SEC });
  const before = {
    server: await server.cpuMicros(),
    postgres: await postgresCpu(database.url),
    me: process.cpuUsage(),
  };
  const dashboard = await loadDashboard({ ...load, durationSec: DURATION_SEC });
  const me = process.cpuUsage(before.me);
  const cpu = {
    serverSec: ((await server.cpuMicros()) - before.server) / 1e6,
    postgresSec: cpuBetween(before.postgres, await postgresCpu(database.url)),
    loadSec: (me.user + me.system) / 1e6,
  };
  const dashboardFigures = printDashboard(dashboard, cpu, CONCURRENCY);
  console.log(`timing GET /api/admin/reports, ${REPORT_RUNS} calls per dimension, one at a time ...`);
  const reports = await timeReports(server.url, info.adminToken ?? '', REPORT_RUNS);
  const reportMaxMs = printReports(reports);
  await server.stop();
  console.log('');
  printVerdict(dashboardFigures.p95Ms, reportMaxMs, dashboard.failures);
}

function printSettings() {
  const cpus = os.cpus();
  console.log('AwareQuest statistics benchmark (PostgreSQL, the server in a child process)');
  console.log(
    `  machine:   ${cpus.length} x ${cpus[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`,
  );
  console.log(`  database:  ${describeUrl(database.url)} (BENCH_STATS_DATABASE, beside DATABASE_URL's)`);
  console.log(
    `  seed:      ${SIZES.users.toLocaleString('en')} people (BENCH_STATS_USERS), ` +
      `${SIZES.attempts.toLocaleString('en')} attempts x 5 answers (BENCH_STATS_ATTEMPTS)`,
  );
  console.log(`  load avg:  ${loadAverage()} at start (other work on the machine skews every figure)`);
}

function loadAverage(): string {
  return os.loadavg()[0]!.toFixed(2);
}

function integerFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number >= 0, got "${raw}"`);
  return value;
}

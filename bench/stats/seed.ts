import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabase } from '../../apps/server/src/db/client.js';
import { hashPassword } from '../../apps/server/src/lib/crypto.js';
import { loadContentAtStart } from '../../apps/server/src/modules/content/content-startup.js';
import { recreateDatabase, type BenchDatabase } from './bench-database.js';
import { dropIndexesAndKeys, restoreIndexesAndKeys } from './bulk-load.js';
import {
  insertAttemptAnswers,
  insertAttempts,
  insertLive,
  planAttempts,
  stageContent,
  type ActivitySizes,
} from './seed-activity.js';
import { seedPeople } from './seed-people.js';
import { insertSnapshots, insertTopicScores, insertUserScores } from './seed-scores.js';

/**
 * Fills the benchmark database: the product's migrations and content pack (as the server loads
 * them), then people, attempts, answers, live results and scores in bulk SQL. Prints each step's
 * time. The sizes are recorded in the settings table, so `--reuse` knows what is there.
 */

export const BENCH_PASSWORD = 'Secret123';
const SEED_MARKER_KEY = 'bench_stats_seed';
const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));
/** The tables bulk-loaded with their indexes and keys dropped. */
const LOADED_TABLES = [
  'attempts',
  'attempt_answers',
  'live_answers',
  'live_results',
  'user_topic_scores',
  'user_scores',
  'score_snapshots',
];
const STAGING_TABLES = ['bench_games', 'bench_questions', 'bench_attempt_plan', 'bench_live_plan'];

export interface SeedOptions {
  database: BenchDatabase;
  sizes: ActivitySizes;
  /** Written into user_scores.formula_version. */
  formulaVersion: string;
}

export async function seed(options: SeedOptions): Promise<number> {
  const started = performance.now();
  const step = stepTimer();
  await step('create database', () => recreateDatabase(options.database));
  await step('migrations + content pack', () => migrateAndLoadContent(options.database.url));
  const client = new pg.Client({ connectionString: options.database.url });
  await client.connect();
  try {
    await client.query(
      "SET synchronous_commit = off; SET maintenance_work_mem = '512MB'; SET work_mem = '256MB'",
    );
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const dropped = await step('drop indexes and keys', () => dropIndexesAndKeys(client, LOADED_TABLES));
    await step(`${options.sizes.users.toLocaleString('en')} people`, () =>
      seedPeople(client, options.sizes.users, passwordHash),
    );
    const gamesCount = await step('stage content', () => stageContent(client));
    await step('plan attempts', () => planAttempts(client, options.sizes, gamesCount));
    await step('attempts', () => insertAttempts(client));
    await step('attempt answers', () => insertAttemptAnswers(client));
    await step('live answers and results', () => insertLive(client, options.sizes, gamesCount));
    await step('topic scores', () => insertTopicScores(client));
    await step('user scores', () => insertUserScores(client, options.formulaVersion));
    await step('score snapshots', () => insertSnapshots(client));
    await step('rebuild indexes and keys', () => restoreIndexesAndKeys(client, dropped));
    await client.query(`DROP TABLE ${STAGING_TABLES.join(', ')}`);
    await step('vacuum analyze', () => client.query('VACUUM (ANALYZE)'));
    await client.query(
      `INSERT INTO settings (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
      [SEED_MARKER_KEY, JSON.stringify(options.sizes)],
    );
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}

/** The sizes a previous seed recorded, or null when the database has none (or does not exist). */
export async function seededSizes(database: BenchDatabase): Promise<ActivitySizes | null> {
  const client = new pg.Client({ connectionString: database.url });
  try {
    await client.connect();
    const { rows } = await client.query<{ value: ActivitySizes }>(
      'SELECT value FROM settings WHERE key = $1',
      [SEED_MARKER_KEY],
    );
    return rows[0]?.value ?? null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Row counts of the tables the figures depend on. */
export async function countRows(database: BenchDatabase): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const counts: Record<string, number> = {};
    for (const table of ['users', 'games', 'questions', ...LOADED_TABLES]) {
      const { rows } = await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
      counts[table] = rows[0]?.count ?? 0;
    }
    return counts;
  } finally {
    await client.end();
  }
}

async function migrateAndLoadContent(url: string): Promise<void> {
  const database = createDatabase({ url, pgliteDir: '' });
  try {
    await database.migrate();
    await loadContentAtStart(database.db, CONTENT_DIR);
  } finally {
    await database.close();
  }
}

function stepTimer() {
  return async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await work();
    console.log(
      `  seed: ${name.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`,
    );
    return result;
  };
}

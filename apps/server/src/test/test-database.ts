import { randomBytes } from 'node:crypto';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase, type Database } from '../db/client.js';
import * as schema from '../db/schema.js';
import { createPgliteFromTemplate } from './pglite-template.js';

/**
 * One migrated database per test file: PGlite in memory by default (started from a migrated
 * template, see pglite-template.ts), or a fresh database on the PostgreSQL server named by
 * TEST_DATABASE_URL (the CI leg), dropped afterwards.
 */
export function useTestDatabase(): () => Database {
  let database: Database | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const scratch = await createScratchDatabase(serverUrl);
      database = createDatabase({ url: scratch.url, pgliteDir: '' });
      dropDatabase = scratch.drop;
    } else {
      database = await createPgliteFromTemplate();
    }
    await database.migrate();
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await dropDatabase?.();
  });

  return () => {
    if (!database) throw new Error('useTestDatabase: the database is not ready yet');
    return database;
  };
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (any database of it): its URL,
 * and `drop`, which removes it once its connections have closed.
 */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `aq_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropWhenIdle(serverUrl, name) };
}

async function adminQuery(url: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<Record<string, unknown>>(statement, values);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database once the closed pool's connections are really gone: `pool.end()`
 * resolves before they finish closing, and a forced drop would kill them mid-close, which
 * surfaces as an unhandled error in the test run.
 */
async function dropWhenIdle(url: string, name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await adminQuery(
      url,
      'select count(*)::int as open from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.open === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Every table of the schema, quoted for SQL. */
const TABLES = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => `"${getTableName(table)}"`);

/** Empties every table, so each test starts from a blank database. */
export async function truncateAll(database: Database): Promise<void> {
  await database.db.execute(sql.raw(`TRUNCATE ${TABLES.join(', ')} CASCADE`));
}

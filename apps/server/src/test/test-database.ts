import { randomBytes } from 'node:crypto';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase, type Database } from '../db/client.js';
import * as schema from '../db/schema.js';

/**
 * One migrated database per test file: PGlite in memory by default, or a fresh database on
 * the PostgreSQL server named by TEST_DATABASE_URL (the CI leg), dropped afterwards.
 */
export function useTestDatabase(): () => Database {
  let database: Database | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const name = `aq_test_${randomBytes(6).toString('hex')}`;
      await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      database = createDatabase({ url: url.toString(), pgliteDir: '' });
      dropDatabase = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } else {
      database = createDatabase({ pgliteDir: 'memory://' });
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

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Every table of the schema, quoted for SQL. */
const TABLES = Object.values(schema)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => `"${getTableName(table)}"`);

/** Empties every table, so each test starts from a blank database. */
export async function truncateAll(database: Database): Promise<void> {
  await database.db.execute(sql.raw(`TRUNCATE ${TABLES.join(', ')} CASCADE`));
}

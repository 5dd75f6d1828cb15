import pg from 'pg';

/**
 * The benchmark's own PostgreSQL database, next to the one DATABASE_URL names (the server's
 * test database stays untouched): same host and credentials, another database name.
 */

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const DEFAULT_BENCH_DATABASE = 'aq_bench_stats';
const SAFE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface BenchDatabase {
  /** The URL of the benchmark's database. */
  url: string;
  name: string;
  /** The URL the database is created from (DATABASE_URL). */
  adminUrl: string;
}

export function benchDatabase(
  adminUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL,
  name = process.env.BENCH_STATS_DATABASE || DEFAULT_BENCH_DATABASE,
): BenchDatabase {
  if (!SAFE_NAME.test(name)) throw new Error(`BENCH_STATS_DATABASE "${name}" is not a plain database name`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, adminUrl };
}

/** Drops the benchmark database (closing its connections) and creates it empty. */
export async function recreateDatabase(target: BenchDatabase): Promise<void> {
  await withAdmin(target, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${target.name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${target.name}`);
  });
}

async function withAdmin<T>(target: BenchDatabase, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: target.adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** host:port/db of a database URL, without the credentials. */
export function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}

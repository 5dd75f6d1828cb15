import pg from 'pg';
import { benchDatabase, describeUrl, recreateDatabase, type BenchDatabase } from '../stats/bench-database.js';

/** The events benchmark's own database: the stats bench's helpers, and a drop at the end. */

export { benchDatabase, describeUrl, recreateDatabase };

export async function dropDatabase(target: BenchDatabase): Promise<void> {
  const client = new pg.Client({ connectionString: target.adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${target.name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

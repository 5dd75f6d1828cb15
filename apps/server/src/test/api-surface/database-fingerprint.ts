import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import * as schema from '../../db/schema.js';
import { rowsOf } from '../../modules/scores/score-inputs.repository.js';

/**
 * A fingerprint of every table's content: its row count and an md5 over its rows, each row
 * as PostgreSQL prints it, in a fixed order. Two equal fingerprints mean no row was added,
 * removed or changed anywhere, which is what "a failed request wrote nothing" must prove.
 * One query for all tables keeps it cheap enough to take around every fuzzed request.
 */

const TABLE_NAMES = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

const FINGERPRINT_QUERY = sql.raw(
  TABLE_NAMES.map(
    (name) =>
      `select '${name}' as "table", count(*)::int as rows, ` +
      `coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from "${name}" t`,
  ).join(' union all '),
);

/** Table name → "rows:digest". */
export type DatabaseFingerprint = Record<string, string>;

export async function fingerprintDatabase(db: Db): Promise<DatabaseFingerprint> {
  const rows = await rowsOf<{ table: string; rows: number; digest: string }>(db, FINGERPRINT_QUERY);
  return Object.fromEntries(rows.map((row) => [row.table, `${row.rows}:${row.digest}`]));
}

/** The tables whose content differs between two fingerprints. */
export function changedTables(before: DatabaseFingerprint, after: DatabaseFingerprint): string[] {
  return TABLE_NAMES.filter((name) => before[name] !== after[name]);
}

import type pg from 'pg';

/**
 * Loading millions of rows into tables that keep their indexes and foreign keys costs one
 * B-tree insert per index and one trigger per key for every row. PostgreSQL's advice for bulk
 * loads is to drop them, load, and build them again in one pass each: this does that for the
 * given tables, reading the definitions from the catalogue, so whatever indexes the migrations
 * (or anyone later) add come back exactly as they were.
 */

interface ConstraintDef {
  table: string;
  name: string;
  kind: 'p' | 'u' | 'f';
  definition: string;
}

interface IndexDef {
  name: string;
  definition: string;
}

export interface DroppedSchema {
  constraints: ConstraintDef[];
  indexes: IndexDef[];
}

export async function dropIndexesAndKeys(client: pg.Client, tables: string[]): Promise<DroppedSchema> {
  const constraints = (
    await client.query<ConstraintDef>(
      `SELECT conrelid::regclass::text AS "table", conname AS name, contype AS kind,
              pg_get_constraintdef(oid) AS definition
         FROM pg_constraint
        WHERE contype IN ('p', 'u', 'f')
          AND (conrelid = ANY($1::regclass[]) OR confrelid = ANY($1::regclass[]))`,
      [tables],
    )
  ).rows;
  // Indexes that no constraint owns (a constraint's index goes and comes back with it).
  const indexes = (
    await client.query<IndexDef>(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
         FROM pg_index i
        WHERE i.indrelid = ANY($1::regclass[])
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
      [tables],
    )
  ).rows;
  // Foreign keys first: a primary key cannot go while a key references it.
  for (const constraint of sortConstraints(constraints).reverse()) {
    await client.query(`ALTER TABLE ${constraint.table} DROP CONSTRAINT ${quoteIdent(constraint.name)}`);
  }
  for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
  return { constraints, indexes };
}

/** Builds them again: primary and unique keys, then the other indexes, then the foreign keys. */
export async function restoreIndexesAndKeys(client: pg.Client, dropped: DroppedSchema): Promise<void> {
  const ordered = sortConstraints(dropped.constraints);
  for (const constraint of ordered.filter((c) => c.kind !== 'f')) await addConstraint(client, constraint);
  for (const index of dropped.indexes) await client.query(index.definition);
  for (const constraint of ordered.filter((c) => c.kind === 'f')) await addConstraint(client, constraint);
}

function addConstraint(client: pg.Client, constraint: ConstraintDef) {
  return client.query(
    `ALTER TABLE ${constraint.table} ADD CONSTRAINT ${quoteIdent(constraint.name)} ${constraint.definition}`,
  );
}

/** Keys before the foreign keys that need them. */
function sortConstraints(constraints: ConstraintDef[]): ConstraintDef[] {
  const rank = { p: 0, u: 1, f: 2 } as const;
  return [...constraints].sort((a, b) => rank[a.kind] - rank[b.kind]);
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

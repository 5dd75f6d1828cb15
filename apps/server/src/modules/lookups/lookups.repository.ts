import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { LookupKind } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { lookups } from '../../db/schema.js';

export type LookupRow = typeof lookups.$inferSelect;
export type NewLookupRow = typeof lookups.$inferInsert;

export function listLookupRows(db: Db): Promise<LookupRow[]> {
  return db.select().from(lookups).orderBy(asc(lookups.kind), asc(lookups.sortOrder), asc(lookups.value));
}

export async function countLookupRows(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(lookups);
  return row?.total ?? 0;
}

export async function findLookupRow(db: Db, id: string): Promise<LookupRow | undefined> {
  const [row] = await db.select().from(lookups).where(eq(lookups.id, id));
  return row;
}

/** True when another entry of `kind` already has `value` (the unique index would refuse it). */
export async function isLookupValueTaken(
  db: Db,
  kind: LookupKind,
  value: string,
  exceptId?: string,
): Promise<boolean> {
  const sameValue = and(eq(lookups.kind, kind), eq(lookups.value, value));
  const [row] = await db
    .select({ id: lookups.id })
    .from(lookups)
    .where(exceptId ? and(sameValue, ne(lookups.id, exceptId)) : sameValue);
  return row !== undefined;
}

export async function insertLookupRows(db: Db, values: NewLookupRow[]): Promise<LookupRow[]> {
  if (values.length === 0) return [];
  return db.insert(lookups).values(values).onConflictDoNothing().returning();
}

export async function updateLookupRow(
  db: Db,
  id: string,
  values: Partial<NewLookupRow>,
): Promise<LookupRow | undefined> {
  const [row] = await db.update(lookups).set(values).where(eq(lookups.id, id)).returning();
  return row;
}

export async function deleteLookupRow(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(lookups).where(eq(lookups.id, id)).returning({ id: lookups.id });
  return rows.length > 0;
}

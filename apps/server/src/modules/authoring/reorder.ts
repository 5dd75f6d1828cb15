import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../lib/app-error.js';

/** Throws 422 (`errors.ids`) unless `ids` names every one of `known`, each once. */
export function assertWholeList(ids: string[], known: string[]): void {
  const given = new Set(ids);
  const isWhole =
    given.size === ids.length && ids.length === known.length && known.every((id) => given.has(id));
  if (!isWhole) throw new AppError('VALIDATION_FAILED', {}, { ids: { rule: 'one_of' } });
}

/**
 * The whole list in its new order when `moved`, some of its items, take in the order given the
 * places they held: reordering the games of one category leaves every other game where it was.
 * Throws 422 when `moved` repeats an id or names one that is not in `all`.
 */
export function reorderSome(all: string[], moved: string[]): string[] {
  const movedSet = new Set(moved);
  if (movedSet.size !== moved.length || moved.some((id) => !all.includes(id))) {
    throw new AppError('VALIDATION_FAILED', {}, { ids: { rule: 'one_of' } });
  }
  const queue = [...moved];
  return all.map((id) => (movedSet.has(id) ? queue.shift()! : id));
}

/** `case <id> when <ids[0]> then 0 … end`: each row's index in `ids`, for one UPDATE. */
export function positionOf(idColumn: PgColumn, ids: string[]): SQL<number> {
  const cases = ids.map((id, index) => sql`when ${id}::uuid then ${index}::int`);
  return sql<number>`case ${idColumn} ${sql.join(cases, sql` `)} end`;
}

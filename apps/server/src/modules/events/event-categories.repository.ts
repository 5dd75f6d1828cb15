import { asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { eventCategories, events } from '../../db/schema.js';

/** The rows of event categories. */

export type EventCategoryRow = typeof eventCategories.$inferSelect;
export type NewEventCategoryRow = typeof eventCategories.$inferInsert;

export function findEventCategories(db: Db): Promise<EventCategoryRow[]> {
  return db
    .select()
    .from(eventCategories)
    .orderBy(asc(eventCategories.sortOrder), asc(eventCategories.createdAt));
}

export async function findEventCategory(db: Db, id: string): Promise<EventCategoryRow | undefined> {
  const [row] = await db.select().from(eventCategories).where(eq(eventCategories.id, id));
  return row;
}

export async function insertEventCategory(db: Db, values: NewEventCategoryRow): Promise<EventCategoryRow> {
  const [row] = await db.insert(eventCategories).values(values).returning();
  if (!row) throw new Error('event category insert returned no row');
  return row;
}

export async function updateEventCategoryRow(
  db: Db,
  id: string,
  values: Partial<NewEventCategoryRow>,
): Promise<EventCategoryRow | undefined> {
  const [row] = await db.update(eventCategories).set(values).where(eq(eventCategories.id, id)).returning();
  return row;
}

export async function deleteEventCategoryRow(db: Db, id: string): Promise<void> {
  await db.delete(eventCategories).where(eq(eventCategories.id, id));
}

/** How many events (archived ones too) a category holds. */
export async function countEventsInCategory(db: Db, id: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(events).where(eq(events.categoryId, id));
  return row?.total ?? 0;
}

/** Every category's number of events that are not archived (admins: drafts too). */
export async function countEventsByCategory(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ categoryId: events.categoryId, total: count() })
    .from(events)
    .where(isNull(events.archivedAt))
    .groupBy(events.categoryId);
  return new Map(rows.map((row) => [row.categoryId, row.total]));
}

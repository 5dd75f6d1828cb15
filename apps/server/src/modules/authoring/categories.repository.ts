import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, gameCategories, games } from '../../db/schema.js';
import type { AdminCategoryRow, CategoryRow } from './authoring-views.js';
import { positionOf } from './reorder.js';

export type NewCategoryRow = Omit<typeof categories.$inferInsert, 'id'>;

// Written with aliases: in a one-table select Drizzle leaves columns unqualified, so a
// subquery's "id" would silently mean the inner table's.
const gamesOfCategory = (onlyPublished: boolean) =>
  sql<number>`(
    select count(*) from game_categories gc join games g on g.id = gc.game_id
    where gc.category_id = categories.id and g.archived_at is null
    ${onlyPublished ? sql.raw('and g.is_published') : sql``}
  )`.mapWith(Number);

const adminCategoryColumns = {
  ...getTableColumns(categories),
  gamesCount: gamesOfCategory(true),
  allGamesCount: gamesOfCategory(false),
};

export function findAdminCategories(db: Db): Promise<AdminCategoryRow[]> {
  return db
    .select(adminCategoryColumns)
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.key));
}

export async function findAdminCategory(db: Db, id: string): Promise<AdminCategoryRow | undefined> {
  const [row] = await db.select(adminCategoryColumns).from(categories).where(eq(categories.id, id));
  return row;
}

export async function findCategory(db: Db, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

export async function findCategoryIdByKey(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.key, key));
  return row?.id;
}

/** The ids of the categories with these keys, by key; unknown keys are missing from the map. */
export async function findCategoryIdsByKeys(db: Db, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ id: categories.id, key: categories.key })
    .from(categories)
    .where(inArray(categories.key, keys));
  return new Map(rows.map((row) => [row.key, row.id]));
}

export async function findAllCategoryIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: categories.id }).from(categories);
  return rows.map((row) => row.id);
}

export async function insertCategory(db: Db, values: NewCategoryRow): Promise<string> {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
  if (!row) throw new Error('category insert returned no row');
  return row.id;
}

export async function updateCategory(db: Db, id: string, values: NewCategoryRow): Promise<void> {
  await db
    .update(categories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(categories.id, id));
}

/**
 * Unpublishes the games that belong to this category alone (they are about to have none), so
 * no player meets a game without a category; the admin gives them another one to publish again.
 */
export async function unpublishGamesOnlyIn(db: Db, categoryId: string): Promise<void> {
  await db
    .update(games)
    .set({ isPublished: false, updatedAt: new Date() })
    .where(
      and(
        inArray(
          games.id,
          db
            .select({ id: gameCategories.gameId })
            .from(gameCategories)
            .where(eq(gameCategories.categoryId, categoryId)),
        ),
        sql`not exists (
          select 1 from game_categories other
          where other.game_id = games.id and other.category_id <> ${categoryId}
        )`,
      ),
    );
}

/** Deletes a category; its links to games go with it (the foreign key cascades). */
export async function deleteCategory(db: Db, id: string): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

/** Positions 0, 1, 2 … in the order of `ids`. */
export async function setCategoryPositions(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(categories)
    .set({ position: positionOf(categories.id, ids), updatedAt: new Date() })
    .where(inArray(categories.id, ids));
}

import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attempts, categories, gameCategories, games, questions } from '../../db/schema.js';
import type { CategoryLink, GameRow } from './authoring-views.js';
import { positionOf } from './reorder.js';

export type NewGameRow = Omit<typeof games.$inferInsert, 'id' | 'position'>;

const isNotArchived = isNull(games.archivedAt);
const listOrder = [asc(games.position), sql`${games.name}->>'en'`, asc(games.key)];

/** Every game that is not deleted, published or not; only those of one category when given. */
export function findAdminGames(db: Db, categoryId?: string): Promise<GameRow[]> {
  const inCategory = categoryId
    ? inArray(
        games.id,
        db
          .select({ id: gameCategories.gameId })
          .from(gameCategories)
          .where(eq(gameCategories.categoryId, categoryId)),
      )
    : undefined;
  return db
    .select()
    .from(games)
    .where(and(isNotArchived, inCategory))
    .orderBy(...listOrder);
}

/** A game that is not deleted. */
export async function findActiveGame(db: Db, id: string): Promise<GameRow | undefined> {
  const [row] = await db
    .select()
    .from(games)
    .where(and(eq(games.id, id), isNotArchived));
  return row;
}

/** The game holding a key, archived games included (their key stays theirs). */
export async function findGameIdByKey(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select({ id: games.id }).from(games).where(eq(games.key, key));
  return row?.id;
}

export async function findActiveGameIdsInOrder(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(isNotArchived)
    .orderBy(...listOrder);
  return rows.map((row) => row.id);
}

/** Each game's categories, its home first. */
export async function findCategoryLinks(db: Db, gameIds: string[]): Promise<Map<string, CategoryLink[]>> {
  const links = new Map<string, CategoryLink[]>(gameIds.map((id) => [id, []]));
  if (gameIds.length === 0) return links;
  const rows = await db
    .select({ gameId: gameCategories.gameId, id: categories.id, key: categories.key })
    .from(gameCategories)
    .innerJoin(categories, eq(categories.id, gameCategories.categoryId))
    .where(inArray(gameCategories.gameId, gameIds))
    .orderBy(asc(gameCategories.position));
  for (const row of rows) links.get(row.gameId)?.push({ id: row.id, key: row.key });
  return links;
}

/** How many questions each game has that are not archived. */
export async function countActiveQuestions(db: Db, gameIds: string[]): Promise<Map<string, number>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .select({ gameId: questions.gameId, count: count() })
    .from(questions)
    .where(and(inArray(questions.gameId, gameIds), isNull(questions.archivedAt)))
    .groupBy(questions.gameId);
  return new Map(rows.map((row) => [row.gameId, row.count]));
}

export async function insertGame(db: Db, values: NewGameRow): Promise<string> {
  const [last] = await db.select({ position: max(games.position) }).from(games);
  const [row] = await db
    .insert(games)
    .values({ ...values, position: (last?.position ?? -1) + 1 })
    .returning({ id: games.id });
  if (!row) throw new Error('game insert returned no row');
  return row.id;
}

export async function updateGame(db: Db, id: string, values: NewGameRow): Promise<void> {
  await db
    .update(games)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(games.id, id));
}

/** Sets a game's categories in the given order; the first is its home. */
export async function replaceGameCategories(db: Db, gameId: string, categoryIds: string[]): Promise<void> {
  await db.delete(gameCategories).where(eq(gameCategories.gameId, gameId));
  if (categoryIds.length === 0) return;
  await db
    .insert(gameCategories)
    .values(categoryIds.map((categoryId, position) => ({ gameId, categoryId, position })));
}

export async function hasAttempts(db: Db, gameId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(eq(attempts.gameId, gameId))
    .limit(1);
  return row !== undefined;
}

/** Hides a game for good but keeps it, so its attempts and the scores built on them stay. */
export async function archiveGame(db: Db, id: string): Promise<void> {
  const now = new Date();
  await db.update(games).set({ archivedAt: now, isPublished: false, updatedAt: now }).where(eq(games.id, id));
}

/** Deletes a game with its questions and category links (the foreign keys cascade). */
export async function deleteGame(db: Db, id: string): Promise<void> {
  await db.delete(games).where(eq(games.id, id));
}

/** Positions 0, 1, 2 … in the order of `ids`. */
export async function setGamePositions(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(games)
    .set({ position: positionOf(games.id, ids), updatedAt: new Date() })
    .where(inArray(games.id, ids));
}

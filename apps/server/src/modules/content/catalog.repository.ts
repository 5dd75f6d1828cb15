import { and, asc, count, desc, eq, getTableColumns, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { GameType } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { attempts, categories, gameCategories, games, questions } from '../../db/schema.js';
import { containsPattern } from './content-search.js';

export type CategoryRow = typeof categories.$inferSelect & { gamesCount: number };
export type GameRow = typeof games.$inferSelect;

interface Paging {
  page: number;
  per_page: number;
}

/** What players may see of a game: published and not deleted. */
const isLive = sql`(${games.isPublished} and ${games.archivedAt} is null)`;

/**
 * Written out by hand: in a select list Drizzle leaves column names unqualified, which inside
 * a subquery would bind to the subquery's own tables.
 */
const liveGamesCount = sql<number>`(
  select count(*) from game_categories gc join games g on g.id = gc.game_id
  where gc.category_id = categories.id and g.is_published and g.archived_at is null
)`.mapWith(Number);

const categoryColumns = { ...getTableColumns(categories), gamesCount: liveGamesCount };

/** Categories whose own texts match, or that hold a live game whose texts match. */
function categoriesMatching(keyword: string | undefined) {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(
    ilike(categories.searchText, pattern),
    sql`exists (
      select 1 from game_categories gc join games g on g.id = gc.game_id
      where gc.category_id = categories.id and g.is_published and g.archived_at is null
        and g.search_text ilike ${pattern}
    )`,
  );
}

export async function findCategories(db: Db, query: Paging & { q?: string }) {
  const where = categoriesMatching(query.q);
  const rows = await db
    .select(categoryColumns)
    .from(categories)
    .where(where)
    .orderBy(asc(categories.position), asc(categories.key))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ count: count() }).from(categories).where(where);
  return { rows, total: total?.count ?? 0 };
}

export async function findCategory(db: Db, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id));
  return row;
}

/** A game's categories, its home first. */
export function findCategoriesOfGame(db: Db, gameId: string): Promise<CategoryRow[]> {
  return db
    .select(categoryColumns)
    .from(categories)
    .innerJoin(gameCategories, eq(gameCategories.categoryId, categories.id))
    .where(eq(gameCategories.gameId, gameId))
    .orderBy(asc(gameCategories.position));
}

export async function findLiveGames(
  db: Db,
  query: Paging & { q?: string; category_id?: string; type?: GameType },
) {
  const where = and(
    isLive,
    query.category_id
      ? inArray(
          games.id,
          db
            .select({ id: gameCategories.gameId })
            .from(gameCategories)
            .where(eq(gameCategories.categoryId, query.category_id)),
        )
      : undefined,
    query.type ? eq(games.type, query.type) : undefined,
    query.q ? ilike(games.searchText, containsPattern(query.q)) : undefined,
  );
  const rows = await db
    .select()
    .from(games)
    .where(where)
    .orderBy(asc(games.position), sql`${games.name}->>'en'`, asc(games.key))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ count: count() }).from(games).where(where);
  return { rows, total: total?.count ?? 0 };
}

export async function findGame(db: Db, id: string): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.id, id));
  return row;
}

/** Each game's category ids, its home first. */
export async function findCategoryIds(db: Db, gameIds: string[]): Promise<Map<string, string[]>> {
  const ids = new Map<string, string[]>(gameIds.map((id) => [id, []]));
  if (gameIds.length === 0) return ids;
  const links = await db
    .select({ gameId: gameCategories.gameId, categoryId: gameCategories.categoryId })
    .from(gameCategories)
    .where(inArray(gameCategories.gameId, gameIds))
    .orderBy(asc(gameCategories.position));
  for (const link of links) ids.get(link.gameId)?.push(link.categoryId);
  return ids;
}

/** Each game's questions that are not archived and are served to the game's audience. */
export async function countQuestions(db: Db, gameIds: string[]): Promise<Map<string, number>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .select({ gameId: questions.gameId, count: count() })
    .from(questions)
    .innerJoin(games, eq(games.id, questions.gameId))
    .where(
      and(
        inArray(questions.gameId, gameIds),
        isNull(questions.archivedAt),
        // The questions the game serves: for all staff and for the game's own audience.
        or(eq(questions.audience, 'all_staff'), eq(questions.audience, games.audience)),
      ),
    )
    .groupBy(questions.gameId);
  return new Map(rows.map((row) => [row.gameId, row.count]));
}

/** The caller's attempts at a game: how many, the best finished score, an unfinished one. */
export async function findAttemptStats(db: Db, userId: string, gameId: string) {
  const mine = and(eq(attempts.userId, userId), eq(attempts.gameId, gameId));
  const [stats] = await db
    .select({
      used: count(),
      best: sql<number | null>`max(${attempts.score}) filter (where ${attempts.status} = 'finished')`.mapWith(
        Number,
      ),
    })
    .from(attempts)
    .where(mine);
  const [open] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(and(mine, eq(attempts.status, 'in_progress'), gt(attempts.expiresAt, new Date())))
    .orderBy(desc(attempts.startedAt))
    .limit(1);
  return { used: stats?.used ?? 0, best: stats?.best ?? null, openId: open?.id ?? null };
}

/** The games of `gameIds` the person has passed at least once (a finished attempt at the pass score). */
export async function findPassedGameIds(db: Db, userId: string, gameIds: string[]): Promise<Set<string>> {
  if (gameIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ gameId: attempts.gameId })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), inArray(attempts.gameId, gameIds), eq(attempts.isPassed, true)));
  return new Set(rows.map((row) => row.gameId));
}

import { and, asc, count, desc, eq, inArray, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { NotificationKind } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { attempts, gameCategories, games, notifications, users } from '../../db/schema.js';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  params: Record<string, unknown>;
}

export async function insertNotifications(
  db: Db,
  rows: readonly NewNotification[],
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values([...rows])
    .returning();
}

/**
 * One page of a user's notifications, newest first, after the row `cursor` (its id). The
 * cursor's own timestamp is read in SQL, so rows made in the same millisecond are not skipped.
 */
export async function findNotificationsPage(
  db: Db,
  userId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<NotificationRow[]> {
  const after = page.cursor
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from notifications n where n.id = ${page.cursor} and n.user_id = ${userId})`
    : undefined;
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), after))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit);
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/** Marks one of the user's notifications read (once); false when the user has no such notification. */
export async function markRead(db: Db, userId: string, id: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return row !== undefined;
}

export async function markAllRead(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/**
 * Up to `limit` active people who have played a category (a game in it, or the category chosen
 * on a game's details) and have not yet been told about `gameId`. Called batch after batch, so
 * a large organisation is never loaded into memory or written in one statement.
 */
export async function findCategoryPlayersToTell(
  db: Db,
  input: { gameId: string; categoryId: string; limit: number },
): Promise<string[]> {
  const { gameId, categoryId, limit } = input;
  const rows = await db
    .selectDistinct({ userId: attempts.userId })
    .from(attempts)
    .innerJoin(users, and(eq(users.id, attempts.userId), eq(users.isActive, true)))
    .where(
      and(
        or(
          eq(attempts.categoryId, categoryId),
          inArray(
            attempts.gameId,
            db
              .select({ id: gameCategories.gameId })
              .from(gameCategories)
              .where(eq(gameCategories.categoryId, categoryId)),
          ),
        ),
        ne(attempts.gameId, gameId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(notifications)
            .where(
              and(
                eq(notifications.userId, attempts.userId),
                eq(notifications.kind, 'new_game'),
                sql`${notifications.params} ->> 'game_id' = ${gameId}`,
              ),
            ),
        ),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.userId);
}

/** Unread counts of several users at once (one push per new notification carries its user's count). */
export async function countUnreadByUser(db: Db, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notifications.userId, value: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, [...userIds]), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  return new Map(rows.map((row) => [row.userId, row.value]));
}

/** What a notification says about a game: its name and the category its link opens (the home one). */
export async function findGameRef(
  db: Db,
  gameId: string,
): Promise<{ name: { en: string; ar: string }; categoryId: string | null } | undefined> {
  const [game] = await db.select({ name: games.name }).from(games).where(eq(games.id, gameId));
  if (!game) return undefined;
  const [home] = await db
    .select({ id: gameCategories.categoryId })
    .from(gameCategories)
    .where(eq(gameCategories.gameId, gameId))
    .orderBy(asc(gameCategories.position), asc(gameCategories.categoryId))
    .limit(1);
  return { name: game.name, categoryId: home?.id ?? null };
}

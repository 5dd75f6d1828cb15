import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { calendarFeeds, eventSessions, events, games, users } from '../../db/schema.js';
import { inAudience } from './audience.sql.js';

/**
 * Reads and writes of the calendars: the feed rows (only a keyed hash of each token), the
 * events a calendar shows, and their tournament sessions.
 */

export type CalendarEventRow = typeof events.$inferSelect;

export interface CalendarSessionRow {
  id: string;
  eventId: string;
  startsAt: Date;
  gameName: { en: string; ar: string };
}

export async function findFeed(db: Db, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

/** One feed per person: a new token replaces the earlier one, which stops working at once. */
export async function replaceFeed(db: Db, userId: string, tokenHash: string, now: Date) {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } });
}

export async function deleteFeed(db: Db, userId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The active owner of a feed token's hash, with the language their calendar is written in. */
export async function findFeedOwner(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ id: users.id, language: users.preferredLanguage })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(users.isActive, true)));
  return row;
}

export async function findEvent(db: Db, eventId: string) {
  const [row] = await db.select().from(events).where(eq(events.id, eventId));
  return row;
}

export async function isInAudience(db: Db, eventId: string, userId: string): Promise<boolean> {
  const result: unknown = await db.execute(sql`
    select 1 as found from events e join users u on u.id = ${userId}
    where e.id = ${eventId} and ${inAudience(sql.raw('e'), sql.raw('u'))}`);
  return (result as { rows: unknown[] }).rows.length > 0;
}

/**
 * The published, non-archived events of a person's audience (cancelled ones too, so a
 * subscribed calendar learns of the cancellation) that end on or after `since`.
 */
export async function eventsOfAudience(db: Db, userId: string, since: Date): Promise<CalendarEventRow[]> {
  const result: unknown = await db.execute(sql`
    select e.id from events e join users u on u.id = ${userId}
    where e.status <> 'draft' and e.published_at is not null and e.archived_at is null
      and e.due_at + make_interval(days => e.grace_days) >= ${since.toISOString()}::timestamptz
      and ${inAudience(sql.raw('e'), sql.raw('u'))}`);
  const ids = (result as { rows: { id: string }[] }).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(events)
    .where(inArray(events.id, ids))
    .orderBy(asc(events.startsAt), asc(events.id));
}

export async function sessionsOf(db: Db, eventIds: string[]): Promise<CalendarSessionRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .select({
      id: eventSessions.id,
      eventId: eventSessions.eventId,
      startsAt: eventSessions.startsAt,
      gameName: games.name,
    })
    .from(eventSessions)
    .innerJoin(games, eq(games.id, eventSessions.gameId))
    .where(inArray(eventSessions.eventId, eventIds))
    .orderBy(asc(eventSessions.startsAt), asc(eventSessions.sortOrder));
}

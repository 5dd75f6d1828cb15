import { and, asc, desc, eq, ilike, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Audience, EventStatus } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import {
  eventCategories,
  eventGames,
  eventRegistrations,
  events,
  eventSessions,
  games,
  users,
} from '../../db/schema.js';
import { assignmentStateSql } from './assignment-state.sql.js';
import { audienceMembers, inAudience, inKnownAudience } from './audience.sql.js';
import { overdueAfter } from './progress.js';

/** The rows of events, their games and sessions, and who their audiences name. */

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
export type EventGameRow = typeof eventGames.$inferSelect;
export type EventSessionRow = typeof eventSessions.$inferSelect;
export type EventCategoryRow = typeof eventCategories.$inferSelect;

async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

export async function findEvent(db: Db, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

export async function insertEvent(db: Db, values: NewEventRow): Promise<EventRow> {
  const [row] = await db.insert(events).values(values).returning();
  if (!row) throw new Error('event insert returned no row');
  return row;
}

export async function updateEventRow(db: Db, id: string, values: Partial<NewEventRow>): Promise<void> {
  await db
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, id));
}

export async function deleteEventRow(db: Db, id: string): Promise<void> {
  await db.delete(events).where(eq(events.id, id));
}

/** Every game row of the events, removed ones too, in their order. */
export async function findEventGames(db: Db, eventIds: string[]): Promise<EventGameRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .select()
    .from(eventGames)
    .where(inArray(eventGames.eventId, eventIds))
    .orderBy(asc(eventGames.sortOrder));
}

export async function findEventSessions(db: Db, eventId: string): Promise<EventSessionRow[]> {
  return db
    .select()
    .from(eventSessions)
    .where(eq(eventSessions.eventId, eventId))
    .orderBy(asc(eventSessions.sortOrder), asc(eventSessions.startsAt));
}

/**
 * Sets the event's games to `gameIds` in that order. Games left out are deleted from a draft,
 * and marked removed (kept, no longer counted) from a published event; a game put back is
 * counted again.
 */
export async function setEventGames(db: Db, eventId: string, gameIds: string[], isDraft: boolean) {
  if (gameIds.length > 0)
    await db
      .insert(eventGames)
      .values(gameIds.map((gameId, index) => ({ eventId, gameId, sortOrder: index })))
      .onConflictDoUpdate({
        target: [eventGames.eventId, eventGames.gameId],
        set: { sortOrder: sql`excluded.sort_order`, removedAt: null },
      });
  const leftOut = and(
    eq(eventGames.eventId, eventId),
    gameIds.length > 0 ? notInArray(eventGames.gameId, gameIds) : undefined,
  );
  if (isDraft) await db.delete(eventGames).where(leftOut);
  else
    await db
      .update(eventGames)
      .set({ removedAt: new Date() })
      .where(and(leftOut, isNull(eventGames.removedAt)));
}

export interface SessionValues {
  id?: string | undefined;
  gameId: string;
  hostId: string;
  startsAt: Date;
}

/**
 * Upserts the tournament's sessions by id (an id of another event's session makes a new one)
 * and deletes those left out whose lobby never opened.
 */
export async function setEventSessions(db: Db, eventId: string, sessions: SessionValues[]) {
  const existing = new Set((await findEventSessions(db, eventId)).map((session) => session.id));
  const kept: string[] = [];
  for (const [index, session] of sessions.entries()) {
    const values = {
      gameId: session.gameId,
      hostId: session.hostId,
      startsAt: session.startsAt,
      sortOrder: index,
    };
    if (session.id && existing.has(session.id)) {
      await db.update(eventSessions).set(values).where(eq(eventSessions.id, session.id));
      kept.push(session.id);
    } else {
      const [row] = await db
        .insert(eventSessions)
        .values({ ...values, eventId })
        .returning({ id: eventSessions.id });
      if (row) kept.push(row.id);
    }
  }
  await db
    .delete(eventSessions)
    .where(
      and(
        eq(eventSessions.eventId, eventId),
        isNull(eventSessions.openedAt),
        kept.length > 0 ? notInArray(eventSessions.id, kept) : undefined,
      ),
    );
}

/** Games usable by an event: published and not archived, of the given types. */
export async function findPlayableGames(db: Db, gameIds: string[]) {
  if (gameIds.length === 0) return [];
  return db
    .select({ id: games.id, type: games.type })
    .from(games)
    .where(and(inArray(games.id, gameIds), eq(games.isPublished, true), isNull(games.archivedAt)));
}

export async function findActiveUserIds(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.isActive, true)));
  return rows.map((row) => row.id);
}

export interface AdminEventFilter {
  status?: EventStatus | undefined;
  categoryId?: string | undefined;
  q?: string | undefined;
}

/** Every event for the admin: newest start first, archived last. */
export async function findAdminEvents(db: Db, filter: AdminEventFilter): Promise<EventRow[]> {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select()
    .from(events)
    .where(
      and(
        filter.status ? eq(events.status, filter.status) : undefined,
        filter.categoryId ? eq(events.categoryId, filter.categoryId) : undefined,
        pattern
          ? or(ilike(sql`${events.title} ->> 'en'`, pattern), ilike(sql`${events.title} ->> 'ar'`, pattern))
          : undefined,
      ),
    )
    .orderBy(sql`${events.archivedAt} is not null`, desc(events.startsAt));
}

/** Published events (not drafts, cancelled or archived) whose audience holds the user. */
export async function findEventsOfUser(
  db: Db,
  userId: string,
  filter: { categoryId?: string | undefined; statuses: EventStatus[] },
): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(
      and(
        inArray(events.status, filter.statuses),
        isNull(events.archivedAt),
        filter.categoryId ? eq(events.categoryId, filter.categoryId) : undefined,
        sql`exists (select 1 from users u where u.id = ${userId}::uuid and ${inAudience(sql`${events}`, sql.raw('u'))})`,
      ),
    );
}

/** True when the user is in the event's audience. */
export async function isUserInAudience(db: Db, eventId: string, userId: string): Promise<boolean> {
  const rows = await rowsOf<{ inside: boolean }>(
    db,
    sql`select ${inAudience(sql.raw('e'), sql.raw('u'))} as inside
        from events e, users u where e.id = ${eventId}::uuid and u.id = ${userId}::uuid`,
  );
  return rows[0]?.inside === true;
}

/** The events (of `eventIds`) the user registered for or was enrolled in. */
export async function findRegisteredEventIds(
  db: Db,
  userId: string,
  eventIds: string[],
): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .select({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.userId, userId), inArray(eventRegistrations.eventId, eventIds)));
  return new Set(rows.map((row) => row.eventId));
}

/** How many people an audience names now, and the first `limit` of them by name. */
export async function previewAudience(db: Db, audience: Audience, limit: number) {
  const where = inKnownAudience(audience, null);
  const [counted] = await rowsOf<{ total: number | string }>(
    db,
    sql`select count(*) as total from users u where ${where}`,
  );
  const sample = await rowsOf<{ id: string; name: string; email: string | null }>(
    db,
    sql`select u.id, u.name, u.email from users u where ${where} order by u.name, u.id limit ${limit}`,
  );
  return { count: Number(counted?.total ?? 0), sample };
}

/** The people of an event's audience now, by their state over it (`assignment-state.sql.ts`). */
export interface AssignmentCounts {
  people: number;
  completed: number;
  in_progress: number;
  overdue: number;
  not_started: number;
}

/** Statements of the list in flight at once (the pool holds 20 connections). */
const COUNTS_IN_FLIGHT = 4;

type CountedEvent = Pick<EventRow, 'id' | 'audience' | 'startsAt' | 'dueAt' | 'graceDays'>;

/**
 * One event's counts in one statement, by the one state rule, over the event's people read
 * through the users' indexes (`audienceMembers`). After the deadline nobody is in progress (completed or
 * overdue), so the attempts are not read. Each person's completions come from the primary key of
 * `event_completions` (an index-only scan, grouped per person) and who started a counted game
 * from `attempts_game_started_idx`, each joined once to the audience (bench/README.md "Events
 * at scale": 3 s for 23 events over 100,000 people before).
 */
function countsQuery(event: CountedEvent, now: Date): SQL {
  const deadlinePassed = now.getTime() > overdueAfter(event.dueAt, event.graceDays).getTime();
  const started = deadlinePassed
    ? sql`select null::uuid as user_id where false`
    : sql`select distinct a.user_id from attempts a
        where a.game_id in (select game_id from counted) and a.started_at >= ${event.startsAt.toISOString()}::timestamptz`;
  const state = assignmentStateSql({
    counted: sql`total.n`,
    completed: sql`coalesce(d.n, 0)`,
    anyCompletion: sql`d.user_id is not null`,
    started: sql`s.user_id is not null`,
    deadlinePassed: sql`${deadlinePassed}::boolean`,
  });
  return sql`
    with counted as (select game_id from event_games where event_id = ${event.id}::uuid and removed_at is null),
    total as (select count(*)::int as n from counted),
    done as (
      select c.user_id, (count(*) filter (where c.game_id in (select game_id from counted)))::int as n
      from event_completions c where c.event_id = ${event.id}::uuid group by c.user_id
    ),
    started as (${started}),
    states as (
      select ${state} as state
      from (${audienceMembers(event.audience, event.id)}) u cross join total
      left join done d on d.user_id = u.id
      left join started s on s.user_id = u.id
    )
    select count(*)::int as people,
      (count(*) filter (where state = 'completed'))::int as completed,
      (count(*) filter (where state = 'in_progress'))::int as in_progress,
      (count(*) filter (where state = 'overdue'))::int as overdue,
      (count(*) filter (where state = 'not_started'))::int as not_started
    from states`;
}

/**
 * How many people each event's audience holds now, and how many of them are completed, in
 * progress, overdue or not started (the admin's list and an event's editor). One statement per
 * event, four at a time on PostgreSQL's pool, each in a transaction without PostgreSQL's JIT
 * compiler (which took longer to compile these statements than to run them).
 */
export async function assignmentCounts(
  db: Db,
  eventIds: string[],
  now: Date = new Date(),
): Promise<Map<string, AssignmentCounts>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: events.id,
      audience: events.audience,
      startsAt: events.startsAt,
      dueAt: events.dueAt,
      graceDays: events.graceDays,
    })
    .from(events)
    .where(inArray(events.id, eventIds));
  const countOne = (row: CountedEvent) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      const [first] = await rowsOf<Record<keyof AssignmentCounts, number | string>>(
        tx,
        countsQuery(row, now),
      );
      const number = (key: keyof AssignmentCounts) => Number(first?.[key] ?? 0);
      return {
        people: number('people'),
        completed: number('completed'),
        in_progress: number('in_progress'),
        overdue: number('overdue'),
        not_started: number('not_started'),
      };
    });
  // A few at a time: the list must not hold every connection of the pool.
  const counted = new Map<string, AssignmentCounts>();
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const row = rows[next]!;
      next += 1;
      counted.set(row.id, await countOne(row));
    }
  };
  await Promise.all(Array.from({ length: Math.min(COUNTS_IN_FLIGHT, rows.length) }, worker));
  return counted;
}

export async function findEventCategoriesByIds(
  db: Db,
  ids: string[],
): Promise<Map<string, EventCategoryRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(eventCategories)
    .where(inArray(eventCategories.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

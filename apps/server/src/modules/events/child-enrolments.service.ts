import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { EventChild } from '@awarequest/contracts';
import type { Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { eventRegistrations, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { findEvent, isUserInAudience, type EventRow } from './events.repository.js';

/**
 * A parent enrols their child accounts in an event (issue 24, docs/product.md §6): a child
 * account is in an event's audience only through an `event_registrations` row whose
 * `enrolled_by` is its parent (audience.sql.ts).
 */

/** Published, not archived nor cancelled, with the caller in its audience: EVENT_NOT_FOUND otherwise. */
async function reachableEvent(db: Db, eventId: string, caller: Caller): Promise<EventRow> {
  const event = await findEvent(db, eventId);
  if (!event || event.archivedAt || event.status === 'draft' || event.status === 'cancelled')
    throw new AppError('EVENT_NOT_FOUND');
  if (!(await isUserInAudience(db, eventId, caller.userId))) throw new AppError('EVENT_NOT_FOUND');
  return event;
}

/** The caller's child accounts with whether each is enrolled in the event, by name. */
async function childrenView(db: Db, eventId: string, parentId: string): Promise<EventChild[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      nickname: users.nickname,
      avatar: users.avatar,
      enrolledBy: eventRegistrations.enrolledBy,
    })
    .from(users)
    .leftJoin(
      eventRegistrations,
      and(
        eq(eventRegistrations.userId, users.id),
        eq(eventRegistrations.eventId, eventId),
        isNotNull(eventRegistrations.enrolledBy),
      ),
    )
    .where(eq(users.parentId, parentId))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nickname: row.nickname ?? '',
    avatar: row.avatar ?? '',
    enrolled: row.enrolledBy !== null,
  }));
}

/** The event and child of an enrolment change: the caller must be the child's parent (FORBIDDEN), the event not ended. */
async function changeableEnrolment(db: Db, caller: Caller, eventId: string, childId: string) {
  const event = await reachableEvent(db, eventId, caller);
  const [child] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, childId), eq(users.parentId, caller.userId)));
  if (!child) throw new AppError('FORBIDDEN');
  if (event.status === 'ended') throw new AppError('EVENT_REGISTRATION_CLOSED');
  return event;
}

/** GET /events/:id/children: the caller's child accounts and which of them are enrolled. */
export async function listEventChildren(db: Db, caller: Caller, eventId: string): Promise<EventChild[]> {
  await reachableEvent(db, eventId, caller);
  return childrenView(db, eventId, caller.userId);
}

/** PUT /events/:id/children/:childId: enrols the child (a second time changes nothing). */
export async function enrolChild(
  db: Db,
  caller: Caller,
  ids: { eventId: string; childId: string },
): Promise<EventChild[]> {
  await changeableEnrolment(db, caller, ids.eventId, ids.childId);
  await db
    .insert(eventRegistrations)
    .values({ eventId: ids.eventId, userId: ids.childId, enrolledBy: caller.userId })
    .onConflictDoUpdate({
      target: [eventRegistrations.eventId, eventRegistrations.userId],
      set: { enrolledBy: caller.userId },
    });
  return childrenView(db, ids.eventId, caller.userId);
}

/** DELETE /events/:id/children/:childId: withdraws the child, which leaves the event's audience. */
export async function withdrawChild(
  db: Db,
  caller: Caller,
  ids: { eventId: string; childId: string },
): Promise<EventChild[]> {
  await changeableEnrolment(db, caller, ids.eventId, ids.childId);
  await db
    .delete(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, ids.eventId), eq(eventRegistrations.userId, ids.childId)));
  return childrenView(db, ids.eventId, caller.userId);
}

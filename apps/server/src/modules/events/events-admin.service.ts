import {
  type AdminEvent,
  type AdminEventListItem,
  type AudiencePreview,
  type EventBody,
  type EventStatus,
} from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import { AppError } from '../../lib/app-error.js';
import { assertEventReferences, assertStartNotPast } from './event-validation.js';
import {
  assignmentCounts,
  deleteEventRow,
  findAdminEvents,
  findEvent,
  findEventGames,
  findEventSessions,
  insertEvent,
  previewAudience,
  setEventGames,
  setEventSessions,
  updateEventRow,
  type AdminEventFilter,
  type EventRow,
  type NewEventRow,
} from './events.repository.js';
import { cardsOf, toAdminEvent } from './events-view.js';

/**
 * The admin's events (docs/product.md §2 /events): draft → scheduled → running → ended, and
 * cancelled. Deleting a draft removes it; deleting anything else archives it so its evidence
 * stays. Every change to a published event publishes `event.changed`, so its scheduled work
 * is planned again.
 */

export interface EventsDeps {
  db: Db;
  events: DomainEventBus;
}

const AUDIENCE_SAMPLE = 20;
const DAY_MS = 86_400_000;
const COPY_SUFFIX = { en: ' (copy)', ar: ' (نسخة)' } as const;

function rowValues(body: EventBody): Omit<NewEventRow, 'status'> {
  return {
    categoryId: body.category_id,
    eventType: body.event_type,
    title: body.title,
    description: body.description,
    coverImage: body.cover_image ?? null,
    startsAt: new Date(body.starts_at),
    dueAt: new Date(body.due_at),
    graceDays: body.grace_days,
    teamBy: body.team_by,
    audience: body.audience,
    questionAudience: body.question_audience,
    remindAtStart: body.remind_at_start,
    reminderDays: body.reminder_days,
    remindWhenOverdue: body.remind_when_overdue,
  };
}

async function writeChildren(db: Db, eventId: string, body: EventBody, isDraft: boolean) {
  const isTournament = body.event_type === 'tournament';
  await setEventGames(db, eventId, isTournament ? [] : body.game_ids, isDraft);
  await setEventSessions(
    db,
    eventId,
    isTournament
      ? body.sessions.map((session) => ({
          id: session.id,
          gameId: session.game_id,
          hostId: session.host_id,
          startsAt: new Date(session.starts_at),
        }))
      : [],
  );
}

async function existingEvent(db: Db, id: string): Promise<EventRow> {
  const row = await findEvent(db, id);
  if (!row) throw new AppError('EVENT_NOT_FOUND');
  return row;
}

const isPublished = (row: EventRow) => row.status !== 'draft';
const changed = (deps: EventsDeps, eventId: string) => deps.events.publish('event.changed', { eventId });

export async function getAdminEvent(db: Db, id: string): Promise<AdminEvent> {
  const row = await existingEvent(db, id);
  const [gameRows, sessions, counts] = await Promise.all([
    findEventGames(db, [id]),
    findEventSessions(db, id),
    assignmentCounts(db, [id]),
  ]);
  return toAdminEvent(row, gameRows, sessions, counts.get(id)?.people ?? 0);
}

/**
 * GET /admin/events: every event, with its head count, its people by state (campaigns and
 * challenges) and (campaigns) completion rate, all by the one state rule.
 */
export async function listAdminEvents(db: Db, filter: AdminEventFilter): Promise<AdminEventListItem[]> {
  const rows = await findAdminEvents(db, filter);
  const ids = rows.map((row) => row.id);
  const [cards, counts] = await Promise.all([cardsOf(db, rows, null), assignmentCounts(db, ids)]);
  return cards.map((card, index) => {
    const row = rows[index]!;
    const total = counts.get(row.id);
    const people = total?.people ?? 0;
    return {
      ...card,
      archived: row.archivedAt !== null,
      audience_count: people,
      assignments:
        row.eventType === 'tournament' || !total
          ? null
          : {
              completed: total.completed,
              in_progress: total.in_progress,
              overdue: total.overdue,
              not_started: total.not_started,
            },
      completion_rate:
        row.eventType !== 'campaign'
          ? null
          : people > 0
            ? Math.round(((total?.completed ?? 0) / people) * 100)
            : 0,
    };
  });
}

/** POST /admin/events: a new draft. Nothing is saved when a check fails. */
export async function createEvent(db: Db, body: EventBody, createdBy: string): Promise<AdminEvent> {
  assertStartNotPast(new Date(body.starts_at));
  await assertEventReferences(db, body);
  const id = await db.transaction(async (tx) => {
    const row = await insertEvent(tx, { ...rowValues(body), status: 'draft', createdBy });
    await writeChildren(tx, row.id, body, true);
    return row.id;
  });
  return getAdminEvent(db, id);
}

const EDITABLE: ReadonlySet<EventStatus> = new Set(['draft', 'scheduled', 'running']);

function assertEditable(row: EventRow) {
  if (!EDITABLE.has(row.status) || row.archivedAt !== null) throw new AppError('EVENT_STATE_CONFLICT');
}

/**
 * PUT /admin/events/:id. A running event keeps everyone's progress: a game taken out is marked
 * removed (completions stay), a game put back counts again; sessions are upserted by id.
 */
export async function updateEvent(deps: EventsDeps, id: string, body: EventBody): Promise<AdminEvent> {
  const row = await existingEvent(deps.db, id);
  assertEditable(row);
  if (isPublished(row) && body.event_type !== row.eventType) throw new AppError('EVENT_STATE_CONFLICT');
  const kept = new Set(
    (await findEventGames(deps.db, [id])).filter((game) => !game.removedAt).map((game) => game.gameId),
  );
  const keptSessionGames = new Set((await findEventSessions(deps.db, id)).map((session) => session.gameId));
  await assertEventReferences(deps.db, body, body.event_type === 'tournament' ? keptSessionGames : kept);
  await deps.db.transaction(async (tx) => {
    await updateEventRow(tx, id, rowValues(body));
    await writeChildren(tx, id, body, row.status === 'draft');
  });
  if (isPublished(row)) await changed(deps, id);
  return getAdminEvent(deps.db, id);
}

/** Stored event → the body that made it, to check it again before publishing. */
async function bodyOf(db: Db, row: EventRow): Promise<EventBody> {
  const [gameRows, sessions] = await Promise.all([
    findEventGames(db, [row.id]),
    findEventSessions(db, row.id),
  ]);
  return {
    title: row.title,
    description: row.description,
    category_id: row.categoryId,
    event_type: row.eventType,
    cover_image: row.coverImage,
    starts_at: row.startsAt.toISOString(),
    due_at: row.dueAt.toISOString(),
    grace_days: row.graceDays,
    game_ids: gameRows.filter((game) => !game.removedAt).map((game) => game.gameId),
    sessions: sessions.map((session) => ({
      id: session.id,
      game_id: session.gameId,
      host_id: session.hostId,
      starts_at: session.startsAt.toISOString(),
    })),
    team_by: row.teamBy,
    audience: row.audience,
    question_audience: row.questionAudience,
    remind_at_start: row.remindAtStart,
    reminder_days: row.reminderDays,
    remind_when_overdue: row.remindWhenOverdue,
  };
}

/** POST /admin/events/:id/publish: a draft becomes scheduled, or running when its start has come. */
export async function publishEvent(
  deps: EventsDeps,
  id: string,
  now: Date = new Date(),
): Promise<AdminEvent> {
  const row = await existingEvent(deps.db, id);
  if (row.status !== 'draft' || row.archivedAt !== null) throw new AppError('EVENT_STATE_CONFLICT');
  assertStartNotPast(row.startsAt, now);
  await assertEventReferences(deps.db, await bodyOf(deps.db, row));
  await updateEventRow(deps.db, id, {
    status: row.startsAt.getTime() <= now.getTime() ? 'running' : 'scheduled',
    publishedAt: now,
  });
  await changed(deps, id);
  return getAdminEvent(deps.db, id);
}

/** POST /admin/events/:id/cancel: from draft, scheduled or running. */
export async function cancelEvent(deps: EventsDeps, id: string): Promise<AdminEvent> {
  const row = await existingEvent(deps.db, id);
  assertEditable(row);
  await updateEventRow(deps.db, id, { status: 'cancelled', cancelledAt: new Date() });
  if (isPublished(row)) await changed(deps, id);
  return getAdminEvent(deps.db, id);
}

/** DELETE /admin/events/:id: a draft is deleted; any other event is archived (evidence stays). */
export async function deleteEvent(deps: EventsDeps, id: string): Promise<void> {
  const row = await existingEvent(deps.db, id);
  if (row.status === 'draft') return deleteEventRow(deps.db, id);
  if (row.archivedAt !== null) throw new AppError('EVENT_STATE_CONFLICT');
  await updateEventRow(deps.db, id, { archivedAt: new Date() });
  await changed(deps, id);
}

/** POST /admin/events/:id/duplicate: a new draft, titled "(copy)", moved to the future if its start passed. */
export async function duplicateEvent(
  db: Db,
  id: string,
  createdBy: string,
  now: Date = new Date(),
): Promise<AdminEvent> {
  const row = await existingEvent(db, id);
  const body = await bodyOf(db, row);
  const shift = row.startsAt.getTime() <= now.getTime() ? now.getTime() + DAY_MS - row.startsAt.getTime() : 0;
  const moved = (at: string) => new Date(Date.parse(at) + shift).toISOString();
  const copy: EventBody = {
    ...body,
    title: { en: `${body.title.en}${COPY_SUFFIX.en}`, ar: `${body.title.ar}${COPY_SUFFIX.ar}` },
    starts_at: moved(body.starts_at),
    due_at: moved(body.due_at),
    sessions: body.sessions.map((session) => ({
      game_id: session.game_id,
      host_id: session.host_id,
      starts_at: moved(session.starts_at),
    })),
  };
  const newId = await db.transaction(async (tx) => {
    const inserted = await insertEvent(tx, { ...rowValues(copy), status: 'draft', createdBy });
    await writeChildren(tx, inserted.id, copy, true);
    return inserted.id;
  });
  return getAdminEvent(db, newId);
}

/** POST /admin/events/audience-preview: the head count and the first 20 people by name. */
export async function previewEventAudience(
  db: Db,
  audience: EventBody['audience'],
): Promise<AudiencePreview> {
  return previewAudience(db, audience, AUDIENCE_SAMPLE);
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { events, eventSessions } from '../../db/schema.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';

/**
 * An event's scheduled work, planned again from the stored row whenever it changes
 * (`event.changed`): its pending jobs (keys `event:<id>:…`) are replaced to match its state.
 * - `event.start` at the start (scheduled → running);
 * - `event.end` at the due date, plus the grace days for a campaign (running → ended);
 * - campaign reminders (issue 24 "Reminders"): `start`, `before_due:N` N days before the due
 *   date (only when that is after the start), `overdue` at the due date plus grace;
 * - `event.session.open` at each tournament session's start (its lobby opens).
 * A draft, cancelled, ended or archived event has no pending jobs.
 */

export const JOB_KINDS = {
  start: 'event.start',
  end: 'event.end',
  reminder: 'event.reminder',
  sessionOpen: 'event.session.open',
} as const;

const DAY_MS = 86_400_000;

export const eventJobPrefix = (eventId: string) => `event:${eventId}:`;

export interface PlannedJob {
  kind: string;
  key: string;
  runAt: Date;
  payload: Record<string, unknown>;
  /** A reminder whose time has passed is not planned anew: only a pending one is kept. */
  isReminder: boolean;
}

type EventRow = typeof events.$inferSelect;
type SessionRow = Pick<typeof eventSessions.$inferSelect, 'id' | 'startsAt' | 'openedAt'>;

/** The jobs an event should have now, by its state. */
export function plannedJobs(event: EventRow, sessions: SessionRow[]): PlannedJob[] {
  const isLive = !event.archivedAt && (event.status === 'scheduled' || event.status === 'running');
  if (!isLive) return [];
  const prefix = eventJobPrefix(event.id);
  const eventId = event.id;
  const isCampaign = event.eventType === 'campaign';
  const endAt = new Date(event.dueAt.getTime() + (isCampaign ? event.graceDays * DAY_MS : 0));
  const planned: PlannedJob[] = [];
  const add = (
    kind: string,
    name: string,
    runAt: Date,
    payload: Record<string, unknown>,
    isReminder = false,
  ) => planned.push({ kind, key: `${prefix}${name}`, runAt, payload: { eventId, ...payload }, isReminder });

  if (event.status === 'scheduled') add(JOB_KINDS.start, 'start', event.startsAt, {});
  add(JOB_KINDS.end, 'end', endAt, {});
  if (isCampaign) {
    if (event.remindAtStart)
      add(JOB_KINDS.reminder, 'remind:start', event.startsAt, { reminder: 'start' }, true);
    for (const days of new Set(event.reminderDays)) {
      const at = new Date(event.dueAt.getTime() - days * DAY_MS);
      if (at > event.startsAt)
        add(JOB_KINDS.reminder, `remind:before_due:${days}`, at, { reminder: 'before_due', days }, true);
    }
    // Planned even without the overdue reminder: it also tells the scores who is overdue.
    add(JOB_KINDS.reminder, 'remind:overdue', endAt, { reminder: 'overdue' }, true);
  }
  if (event.eventType === 'tournament')
    for (const session of sessions)
      if (!session.openedAt)
        add(JOB_KINDS.sessionOpen, `session:${session.id}`, session.startsAt, { sessionId: session.id });
  return planned;
}

/** Replaces the event's pending jobs with the planned ones. */
export async function planEventJobs(deps: { db: Db; jobs: JobQueue }, eventId: string): Promise<void> {
  const { db, jobs } = deps;
  const prefix = eventJobPrefix(eventId);
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) {
    await jobs.cancelByPrefix(prefix);
    return;
  }
  const sessions = await db
    .select({ id: eventSessions.id, startsAt: eventSessions.startsAt, openedAt: eventSessions.openedAt })
    .from(eventSessions)
    .where(eq(eventSessions.eventId, eventId));
  const planned = plannedJobs(event, sessions);
  const now = jobs.now();
  const pending = await jobs.pending(prefix);
  const pendingKeys = new Set(pending.map((job) => job.key));
  const kept = new Set<string>();
  for (const job of planned) {
    // A reminder whose time passed before this change is not sent late, unless it was already due.
    if (job.isReminder && job.runAt <= now) {
      if (pendingKeys.has(job.key)) kept.add(job.key);
      continue;
    }
    kept.add(job.key);
    await jobs.schedule(job.kind, job.key, job.runAt, job.payload);
  }
  for (const job of pending) if (!kept.has(job.key)) await jobs.cancel(job.key);
}

import { sql, type SQL } from 'drizzle-orm';
import { isLanguage, type Language } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import type { Mailer } from '../../lib/mailer.js';
import { isCompletedSql } from './assignment-state.sql.js';
import { inAudience } from './audience.sql.js';
import { eventLink, reminderMail, type ReminderKind } from './reminder-mail.js';

/**
 * Campaign reminders (issue 24 "Reminders"): to each person of the audience who has not
 * finished, by mail and by notification. A person never gets the same reminder twice, however
 * many instances run the job: the ledger row (event, person, reminder) is inserted first, and
 * only the people whose row the insert returned are reminded.
 */

export interface RemindersDeps {
  db: Db;
  events: DomainEventBus;
  mailer: Mailer;
  publicUrl: string | undefined;
  now: () => Date;
}

const DAY_MS = 86_400_000;

/** The rows of a raw query, on PGlite and node-postgres alike. */
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/**
 * People of the audience who have not completed the campaign, by the one rule of
 * `assignment-state.sql.ts` (a game that counts now, not removed, left to pass). Completed work
 * stays completed (docs/domain.md "Events"), so `event_completions` decides alone.
 */
const hasWorkLeft = sql`not ${isCompletedSql({
  counted: sql`(select count(*) from event_games g where g.event_id = e.id and g.removed_at is null)`,
  completed: sql`(select count(*) from event_completions c
    join event_games g on g.event_id = c.event_id and g.game_id = c.game_id and g.removed_at is null
    where c.event_id = e.id and c.user_id = u.id)`,
  anyCompletion: sql`exists (select 1 from event_completions c where c.event_id = e.id and c.user_id = u.id)`,
})}`;

/** The ids of the people of the campaign's audience who have not finished it. */
export async function findUnfinished(db: Db, eventId: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select u.id from events e join users u on ${inAudience()}
      where e.id = ${eventId} and ${hasWorkLeft}`,
  );
  return rows.map((row) => row.id);
}

interface EventRow {
  id: string;
  status: string;
  event_type: string;
  title: { en: string; ar: string };
  starts_at: Date | string;
  due_at: Date | string;
  grace_days: number;
  remind_when_overdue: boolean;
  archived_at: Date | string | null;
}

/** The ledger name of a reminder: `start`, `before_due:3`, `overdue`. */
export const ledgerName = (reminder: ReminderKind, days: number) =>
  reminder === 'before_due' ? `before_due:${days}` : reminder;

/** Sends one reminder of one campaign; returns the people reminded now. */
export async function sendReminder(
  deps: RemindersDeps,
  input: { eventId: string; reminder: ReminderKind; days?: number },
): Promise<string[]> {
  const { db } = deps;
  const [event] = await rowsOf<EventRow>(
    db,
    sql`select id, status, event_type, title, starts_at, due_at, grace_days, remind_when_overdue, archived_at
      from events where id = ${input.eventId}`,
  );
  if (!event || event.event_type !== 'campaign' || event.archived_at) return [];
  const isOverdue = input.reminder === 'overdue';
  const now = deps.now();
  // A reminder goes out while the campaign runs (or is due to start: its start job may run
  // second); the overdue one also once it has ended.
  const isRunning =
    event.status === 'running' || (event.status === 'scheduled' && new Date(event.starts_at) <= now);
  if (!(isRunning || (isOverdue && event.status === 'ended'))) return [];
  const dueAt = new Date(event.due_at);

  if (isOverdue) {
    // The scores hear about everyone overdue, reminded or not.
    const overdue = await findUnfinished(db, event.id);
    if (overdue.length > 0)
      await deps.events.publish('event.overdue', { eventId: event.id, userIds: overdue });
    if (!event.remind_when_overdue) return [];
  }

  const days =
    input.reminder === 'before_due'
      ? (input.days ?? 0)
      : Math.max(0, Math.ceil(Math.abs(dueAt.getTime() - now.getTime()) / DAY_MS));
  const ledger = ledgerName(input.reminder, days);
  const people = await rowsOf<{ user_id: string; email: string | null; preferred_language: string | null }>(
    db,
    sql`
    with reminded as (
      insert into event_reminders (event_id, user_id, reminder, sent_at)
      select e.id, u.id, ${ledger}, ${now} from events e join users u on ${inAudience()}
      where e.id = ${event.id} and ${hasWorkLeft}
      on conflict do nothing
      returning user_id
    )
    select reminded.user_id, users.email, users.preferred_language
    from reminded join users on users.id = reminded.user_id`,
  );
  if (people.length === 0) return [];

  const link = eventLink(deps.publicUrl, event.id);
  for (const person of people) {
    if (!person.email) continue;
    const language: Language = isLanguage(person.preferred_language) ? person.preferred_language : 'en';
    deps.mailer.deliver(
      reminderMail({
        to: person.email,
        language,
        reminder: input.reminder,
        title: event.title,
        dueAt,
        days,
        link,
      }),
    );
  }
  const userIds = people.map((person) => person.user_id);
  await deps.events.publish('event.reminder_due', {
    eventId: event.id,
    title: event.title,
    reminder: input.reminder,
    days,
    dueAt: dueAt.toISOString(),
    userIds,
  });
  return userIds;
}

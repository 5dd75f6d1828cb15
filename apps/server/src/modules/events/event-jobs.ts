import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { events } from '../../db/schema.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import type { Job } from '../../lib/jobs/job-queue.js';
import { JOB_KINDS, planEventJobs } from './event-schedule.js';
import { sendReminder, type RemindersDeps } from './reminders.js';
import type { ReminderKind } from './reminder-mail.js';
import { endTournamentSession, openTournamentSession, type TournamentsDeps } from './tournaments.service.js';

/**
 * The handlers of an event's scheduled work (event-schedule.ts). Each may run again (an expired
 * lease, a retry), so each is idempotent: state moves are compare-and-set on the status, the
 * reminders go through their ledger, a lobby opens once.
 */

const text = (job: Job, name: string): string => {
  const value = job.payload[name];
  if (typeof value !== 'string') throw new Error(`job ${job.key}: no ${name}`);
  return value;
};

/** scheduled → running, or running → ended; then the event's work is planned again. */
async function moveStatus(
  deps: { db: Db; events: DomainEventBus },
  eventId: string,
  from: 'scheduled' | 'running',
  to: 'running' | 'ended',
  at: Date,
) {
  const moved = await deps.db
    .update(events)
    .set({ status: to, updatedAt: at })
    .where(and(eq(events.id, eventId), eq(events.status, from)))
    .returning({ id: events.id });
  if (moved.length > 0) await deps.events.publish('event.changed', { eventId });
}

export const eventJobsPlugin = fp(
  async (app) => {
    const { db, events: bus, mailer, config, secret } = app.ctx;
    const now = () => app.jobs.now();
    const reminders: RemindersDeps = { db, events: bus, mailer, publicUrl: config.publicUrl, now };
    const tournaments = (): TournamentsDeps => ({
      db,
      events: bus,
      live: {
        db,
        store: app.live.store,
        seals: app.live.seals,
        secret,
        clock: app.live.clock,
        log: app.log,
      },
      now,
    });

    app.jobs.register(JOB_KINDS.start, (job) =>
      moveStatus({ db, events: bus }, text(job, 'eventId'), 'scheduled', 'running', now()),
    );
    app.jobs.register(JOB_KINDS.end, (job) =>
      moveStatus({ db, events: bus }, text(job, 'eventId'), 'running', 'ended', now()),
    );
    app.jobs.register(JOB_KINDS.reminder, async (job) => {
      const days = job.payload.days;
      await sendReminder(reminders, {
        eventId: text(job, 'eventId'),
        reminder: text(job, 'reminder') as ReminderKind,
        ...(typeof days === 'number' ? { days } : {}),
      });
    });
    app.jobs.register(JOB_KINDS.sessionOpen, async (job) => {
      await openTournamentSession(tournaments(), {
        eventId: text(job, 'eventId'),
        sessionId: text(job, 'sessionId'),
      });
    });

    const offs = [
      bus.on('event.changed', ({ eventId }) => planEventJobs({ db, jobs: app.jobs }, eventId)),
      bus.on('live.round_ended', ({ sessionId }) => endTournamentSession(db, sessionId, now())),
    ];
    app.addHook('preClose', (done) => {
      for (const off of offs) off();
      done();
    });
  },
  { name: 'event-jobs' },
);

import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { eventCompletions, eventGames, eventReminders, events, notifications } from '../../db/schema.js';
import { createUser } from '../../test/accounts.fixtures.js';
import { createGame } from '../../test/content.fixtures.js';
import { truncateAll, useTestDatabase } from '../../test/test-database.js';
import { announce, createEvent, DAY, manualClock, startClockedApp } from './event-jobs.test-support.js';
import { sendReminder } from './reminders.js';

/**
 * An event's scheduled work (issue 24 "Scheduling" and "Reminders"): it starts and ends on time,
 * reminds only the people who have not finished, each once, in their language, with its link.
 */

const database = useTestDatabase();
const clock = manualClock();
let app: App;

beforeEach(async () => {
  clock.set(new Date('2030-03-01T08:00:00Z'));
  await truncateAll(database());
  app = await startClockedApp(database(), clock, { env: { PUBLIC_URL: 'https://aq.example.com' } });
});
afterEach(async () => {
  await app.close();
});

const T0 = new Date('2030-03-01T08:00:00Z').getTime();
const statusOf = async (id: string) =>
  (await app.ctx.db.select({ status: events.status }).from(events).where(eq(events.id, id)))[0]?.status;
const mailsTo = (email: string) => app.ctx.mailer.outbox(email);

async function campaignWorld() {
  const sara = await createUser(app, { departments: ['finance'], preferredLanguage: 'ar' });
  const omar = await createUser(app, { departments: ['finance'], preferredLanguage: 'en' });
  const hr = await createUser(app, { departments: ['hr'] });
  const [first, second] = [await createGame(app), await createGame(app)];
  const event = await createEvent(app, {
    startsAt: new Date(T0 + DAY),
    dueAt: new Date(T0 + 10 * DAY),
    graceDays: 2,
    audience: { departments: ['finance'] },
    gameIds: [first.game.id, second.game.id],
  });
  await announce(app, event.id);
  return { sara, omar, hr, event, games: [first.game, second.game] };
}

describe('planning an event', () => {
  it('plans start, end, the reminders and the overdue mark from the stored event', async () => {
    const { event } = await campaignWorld();
    const pending = await app.jobs.pending(`event:${event.id}:`);
    const name = (key: string) => key.slice(`event:${event.id}:`.length);
    expect(pending.map((job) => [name(job.key), job.runAt.getTime() - T0])).toEqual([
      ['remind:start', DAY],
      ['start', DAY],
      ['remind:before_due:3', 7 * DAY],
      ['remind:before_due:1', 9 * DAY],
      ['end', 12 * DAY],
      ['remind:overdue', 12 * DAY],
    ]);
  });

  it('leaves a cancelled event without pending work', async () => {
    const { event } = await campaignWorld();
    await app.ctx.db.update(events).set({ status: 'cancelled' }).where(eq(events.id, event.id));
    await announce(app, event.id);
    expect(await app.jobs.pending(`event:${event.id}:`)).toEqual([]);
    clock.advance(20 * DAY);
    await app.jobs.runDue();
    expect(await statusOf(event.id)).toBe('cancelled');
  });

  it('moves the jobs when the dates change', async () => {
    const { event } = await campaignWorld();
    await app.ctx.db
      .update(events)
      .set({ startsAt: new Date(T0 + 2 * DAY), dueAt: new Date(T0 + 4 * DAY), reminderDays: [3] })
      .where(eq(events.id, event.id));
    await announce(app, event.id);
    const pending = await app.jobs.pending(`event:${event.id}:`);
    // 3 days before the due date is before the start: no such reminder.
    expect(pending.map((job) => job.key.split(':').slice(2).join(':')).sort()).toEqual(
      ['end', 'remind:overdue', 'remind:start', 'start'].sort(),
    );
    expect(
      pending.find((job) => job.key.endsWith(':start') && job.kind === 'event.start')?.runAt.getTime(),
    ).toBe(T0 + 2 * DAY);
  });
});

describe('running an event on time', () => {
  it('starts, reminds only who has not finished, once each, and ends', async () => {
    const { event, sara, omar, hr, games } = await campaignWorld();
    const overdue: string[][] = [];
    app.ctx.events.on('event.overdue', ({ userIds }) => void overdue.push(userIds));

    clock.advance(DAY - 1);
    await app.jobs.runDue();
    expect(await statusOf(event.id)).toBe('scheduled');
    expect(mailsTo(sara.email)).toHaveLength(0);

    clock.advance(1);
    await app.jobs.runDue();
    expect(await statusOf(event.id)).toBe('running');
    // The start reminder: both Finance people, in their own language, with the event's link.
    const [saraMail] = mailsTo(sara.email);
    const [omarMail] = mailsTo(omar.email);
    expect(saraMail?.subject).toContain('تدريب جديد مُسنَد إليك');
    expect(saraMail?.subject).toContain('أساسيات التصيد');
    expect(saraMail?.text).toContain(`https://aq.example.com/events/${event.id}`);
    expect(omarMail?.subject).toBe('New training assigned to you: Phishing basics');
    expect(omarMail?.text).toContain(`https://aq.example.com/events/${event.id}`);
    expect(mailsTo(hr.email)).toHaveLength(0);
    const startNotes = await app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'event_reminder'));
    expect(startNotes.map((row) => row.userId).sort()).toEqual([sara.id, omar.id].sort());
    expect(startNotes[0]?.params).toMatchObject({ event_id: event.id, reminder: 'start', days: 9 });

    // Omar passes both games; a game removed from the campaign no longer counts for Sara.
    for (const game of games)
      await app.ctx.db.insert(eventCompletions).values({
        eventId: event.id,
        userId: omar.id,
        gameId: game.id,
        completedAt: clock.now(),
      });

    clock.set(new Date(T0 + 7 * DAY));
    await app.jobs.runDue();
    expect(mailsTo(sara.email)).toHaveLength(2);
    expect(mailsTo(sara.email)[0]?.subject).toContain('٣');
    expect(mailsTo(omar.email)).toHaveLength(1);

    // The same reminder again (a second instance, a retry): nobody gets it twice.
    expect(
      await sendReminder(remindersDeps(app), { eventId: event.id, reminder: 'before_due', days: 3 }),
    ).toEqual([]);
    expect(mailsTo(sara.email)).toHaveLength(2);

    clock.set(new Date(T0 + 12 * DAY));
    await app.jobs.runDue();
    expect(await statusOf(event.id)).toBe('ended');
    expect(mailsTo(sara.email)[0]?.subject).toContain('متأخر');
    expect(mailsTo(sara.email)).toHaveLength(4);
    expect(mailsTo(omar.email)).toHaveLength(1);
    expect(overdue).toEqual([[sara.id]]);
    expect(await app.jobs.pending(`event:${event.id}:`)).toEqual([]);

    const ledger = await app.ctx.db.select().from(eventReminders).where(eq(eventReminders.eventId, event.id));
    expect(ledger.map((row) => `${row.userId === sara.id ? 'sara' : 'omar'}:${row.reminder}`).sort()).toEqual(
      ['omar:start', 'sara:before_due:1', 'sara:before_due:3', 'sara:overdue', 'sara:start'].sort(),
    );
  });

  it('counts only the games that still count: a removed game leaves nothing to remind', async () => {
    const { event, sara, games } = await campaignWorld();
    clock.advance(DAY);
    await app.jobs.runDue();
    await app.ctx.db.insert(eventCompletions).values({
      eventId: event.id,
      userId: sara.id,
      gameId: games[0]!.id,
      completedAt: clock.now(),
    });
    await app.ctx.db
      .update(eventGames)
      .set({ removedAt: clock.now() })
      .where(eq(eventGames.gameId, games[1]!.id));
    clock.set(new Date(T0 + 7 * DAY));
    await app.jobs.runDue();
    expect(mailsTo(sara.email)).toHaveLength(1);
  });
});

function remindersDeps(current: App) {
  return {
    db: current.ctx.db,
    events: current.ctx.events,
    mailer: current.ctx.mailer,
    publicUrl: current.ctx.config.publicUrl,
    now: () => current.jobs.now(),
  };
}

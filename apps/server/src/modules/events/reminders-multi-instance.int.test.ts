import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { createDatabase, type Database } from '../../db/client.js';
import { eventReminders, events, jobs, notifications } from '../../db/schema.js';
import { createUser } from '../../test/accounts.fixtures.js';
import { createGame } from '../../test/content.fixtures.js';
import { createPgliteFromTemplate } from '../../test/pglite-template.js';
import { createScratchDatabase } from '../../test/test-database.js';
import { announce, createEvent, DAY, manualClock, startClockedApp } from './event-jobs.test-support.js';

/**
 * Two instances polling one database (on PostgreSQL each with its own connection pool, as two
 * servers would be): every job runs once and every person gets each reminder once.
 */

const PEOPLE = 25;
const clock = manualClock();
const T0 = clock.now().getTime();
const databases: Database[] = [];
let drop: (() => Promise<void>) | undefined;
let apps: App[] = [];

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    drop = scratch.drop;
    databases.push(createDatabase({ url: scratch.url, pgliteDir: '' }));
    databases.push(createDatabase({ url: scratch.url, pgliteDir: '' }));
    await databases[0]!.migrate();
  } else {
    const shared = await createPgliteFromTemplate();
    await shared.migrate();
    databases.push(shared, shared);
  }
  apps = await Promise.all(databases.map((database) => startClockedApp(database, clock, { pollMs: 10 })));
}, 60_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of new Set(databases)) await database.close();
  await drop?.();
});

async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('scheduled work with two instances', () => {
  it('runs each job once and sends each reminder once', async () => {
    const [first] = apps as [App, App];
    const people = await Promise.all(
      Array.from({ length: PEOPLE }, () => createUser(first, { departments: ['sales'] })),
    );
    const { game } = await createGame(first);
    const event = await createEvent(first, {
      startsAt: new Date(T0 + DAY),
      dueAt: new Date(T0 + 5 * DAY),
      audience: { departments: ['sales'] },
      gameIds: [game.id],
      reminderDays: [3],
    });
    await announce(first, event.id);
    const changes: string[] = [];
    for (const app of apps) app.ctx.events.on('event.changed', ({ eventId }) => void changes.push(eventId));

    const allDone = async () =>
      (
        await first.ctx.db
          .select()
          .from(jobs)
          .where(eq(jobs.key, `event:${event.id}:remind:start`))
      )[0]?.doneAt != null;
    clock.set(new Date(T0 + DAY));
    // Both poll; both are also asked at once.
    await Promise.all(apps.map((app) => app.jobs.runDue()));
    await until(allDone);
    await until(async () => mailCount() === PEOPLE);

    const [row] = await first.ctx.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.status).toBe('running');
    // The start ran once: one instance saw scheduled → running.
    expect(changes).toEqual([event.id]);

    clock.set(new Date(T0 + 2 * DAY));
    await Promise.all(apps.map((app) => app.jobs.runDue()));
    await until(async () => mailCount() === 2 * PEOPLE);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(mailCount()).toBe(2 * PEOPLE);
    for (const person of people) {
      const mails = apps.flatMap((app) => app.ctx.mailer.outbox(person.email));
      expect(mails.map((mail) => mail.subject).sort()).toEqual([
        'New training assigned to you: Phishing basics',
        'Reminder: Phishing basics is due in 3 days',
      ]);
    }
    const ledger = await first.ctx.db
      .select()
      .from(eventReminders)
      .where(eq(eventReminders.eventId, event.id));
    expect(ledger).toHaveLength(2 * PEOPLE);
    const notes = await first.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'event_reminder'));
    expect(notes).toHaveLength(2 * PEOPLE);

    // Every instance stops; the due date passes; one comes back and sends the overdue reminder once.
    for (const app of apps.splice(0)) await app.close();
    clock.set(new Date(T0 + 6 * DAY));
    const back = await startClockedApp(databases[0]!, clock, { pollMs: 10 });
    apps.push(back);
    await until(async () => back.ctx.mailer.outbox().length === PEOPLE);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(back.ctx.mailer.outbox()).toHaveLength(PEOPLE);
    expect(new Set(back.ctx.mailer.outbox().map((mail) => mail.to)).size).toBe(PEOPLE);
    expect(back.ctx.mailer.outbox()[0]?.subject).toBe('Overdue: Phishing basics');
    const [ended] = await back.ctx.db.select().from(events).where(eq(events.id, event.id));
    expect(ended?.status).toBe('ended');
    const overdueLedger = await back.ctx.db
      .select()
      .from(eventReminders)
      .where(eq(eventReminders.eventId, event.id));
    expect(overdueLedger).toHaveLength(3 * PEOPLE);
  });
});

const mailCount = () => apps.reduce((sum, app) => sum + app.ctx.mailer.outbox().length, 0);

import { describe, expect, it } from 'vitest';
import { adminEventListItemSchema, envelopeSchema, eventReportSchema } from '@awarequest/contracts';
import { z } from 'zod';
import { events } from '../../db/schema.js';
import { createChildUser, createUser } from '../../test/accounts.fixtures.js';
import { adminToken } from '../../test/authoring.fixtures.js';
import { get } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import {
  daysFromNow,
  insertCompletion,
  insertReportEvent,
  insertReportGame,
  insertStartedAttempt,
} from './event-report.test-support.js';
import { assignmentStatesOf } from './progress.js';
import { findUnfinished } from './reminders.js';
import { eq } from 'drizzle-orm';

const app = useTestApp();

/**
 * A small organisation whose figures are pinned: the admin's list must give them however it is
 * computed (issue 28), and the report, the people's own views and the reminders must agree with
 * it, since all of them decide by the one rule of `assignment-state.sql.ts`.
 */
async function seedOrganisation() {
  const [g1, g2, removed] = [
    await insertReportGame(app(), 'g1'),
    await insertReportGame(app(), 'g2'),
    await insertReportGame(app(), 'g3'),
  ];
  const finance = { departments: ['Finance'] };
  const [a, b, c, d, f] = [
    await createUser(app(), { ...finance, name: 'Amal' }),
    await createUser(app(), { ...finance, name: 'Badr' }),
    await createUser(app(), { ...finance, name: 'Chadi' }),
    await createUser(app(), { ...finance, name: 'Dana' }),
    await createUser(app(), { ...finance, name: 'Farah' }),
  ];
  await createUser(app(), { ...finance, name: 'Eyad' }); // does nothing
  // Not counted in a Finance audience: inactive, another department, a child not enrolled.
  const inactive = await createUser(app(), { ...finance, name: 'Ghada', isActive: false });
  const sales = await createUser(app(), { departments: ['Sales'], name: 'Hadi' });
  await createChildUser(app(), a.id, 'amal-junior', finance);

  const running = await insertReportEvent(app(), {
    audience: finance,
    gameIds: [g1.id, g2.id],
    removedGameIds: [removed.id],
    startsAt: daysFromNow(-10),
    dueAt: daysFromNow(10),
    title: { en: 'Running', ar: 'جارية' },
  });
  const late = await insertReportEvent(app(), {
    audience: finance,
    gameIds: [g1.id, g2.id],
    startsAt: daysFromNow(-20),
    dueAt: daysFromNow(-3),
    graceDays: 1,
    title: { en: 'Late', ar: 'متأخرة' },
  });
  const challenge = await insertReportEvent(app(), {
    audience: { everyone: true },
    gameIds: [g1.id],
    startsAt: daysFromNow(-5),
    dueAt: daysFromNow(5),
    title: { en: 'Challenge', ar: 'تحدٍّ' },
  });
  await app().ctx.db.update(events).set({ eventType: 'challenge' }).where(eq(events.id, challenge));
  const tournament = await insertReportEvent(app(), {
    audience: finance,
    startsAt: daysFromNow(-1),
    dueAt: daysFromNow(1),
    title: { en: 'Tournament', ar: 'بطولة' },
  });
  await app().ctx.db.update(events).set({ eventType: 'tournament' }).where(eq(events.id, tournament));

  const done = (eventId: string, userId: string, gameId: string) =>
    insertCompletion(app(), { eventId, userId, gameId, completedAt: daysFromNow(-4) });
  // Running: Amal completed both games; Badr one; Chadi started the second since the start; Dana
  // started it before the start (does not count); Eyad did nothing; Farah completed only the
  // game since removed (work done: in progress). Ghada (inactive) and Hadi (Sales) completed all.
  await done(running, a.id, g1.id);
  await done(running, a.id, g2.id);
  await done(running, b.id, g1.id);
  await insertStartedAttempt(app(), { userId: c.id, gameId: g2.id, startedAt: daysFromNow(-2) });
  await insertStartedAttempt(app(), { userId: d.id, gameId: g2.id, startedAt: daysFromNow(-11) });
  await done(running, f.id, removed.id);
  for (const outsider of [inactive, sales]) {
    await done(running, outsider.id, g1.id);
    await done(running, outsider.id, g2.id);
  }
  // Late: Amal completed both, Badr one; the rest are overdue.
  await done(late, a.id, g1.id);
  await done(late, a.id, g2.id);
  await done(late, b.id, g1.id);
  // Challenge (everyone: six in Finance, Hadi and the admin): Amal and Hadi completed it.
  await done(challenge, a.id, g1.id);
  await done(challenge, sales.id, g1.id);
  return { running, late, challenge, tournament };
}

describe('GET /api/admin/events: the figures of a seeded organisation', () => {
  it('counts each event’s people by state, and the report, the people’s views and reminders agree', async () => {
    const token = await adminToken(app());
    const ids = await seedOrganisation();
    const answer = await get(app(), '/api/admin/events', { token });
    expect(answer.statusCode, answer.text).toBe(200);
    const items = envelopeSchema(z.array(adminEventListItemSchema)).parse(answer.body).data;
    const figures = Object.fromEntries(
      items.map((item) => [
        item.title.en,
        { people: item.audience_count, assignments: item.assignments, rate: item.completion_rate },
      ]),
    );
    expect(figures).toEqual({
      Running: {
        people: 6,
        assignments: { completed: 1, in_progress: 3, overdue: 0, not_started: 2 },
        rate: 17,
      },
      Late: {
        people: 6,
        assignments: { completed: 1, in_progress: 0, overdue: 5, not_started: 0 },
        rate: 17,
      },
      Challenge: {
        people: 8,
        assignments: { completed: 2, in_progress: 0, overdue: 0, not_started: 6 },
        rate: null,
      },
      Tournament: { people: 6, assignments: null, rate: null },
    });

    for (const eventId of [ids.running, ids.late, ids.challenge]) {
      const item = items.find((entry) => entry.id === eventId)!;
      const listed = { people: item.audience_count, ...item.assignments };
      // The report's totals.
      const report = await get(app(), `/api/admin/events/${eventId}/report`, { token });
      expect(report.statusCode, report.text).toBe(200);
      const { totals } = envelopeSchema(eventReportSchema).parse(report.body).data;
      expect({ ...totals, completion_rate: undefined }).toEqual({ ...listed, completion_rate: undefined });
      // Each person's own state.
      const states = await assignmentStatesOf(app().ctx.db, eventId);
      const byState = { completed: 0, in_progress: 0, overdue: 0, not_started: 0 };
      for (const assignment of states) byState[assignment.state] += 1;
      expect({ people: states.length, ...byState }).toEqual(listed);
      // Reminders go to whoever has not completed.
      expect((await findUnfinished(app().ctx.db, eventId)).length).toBe(listed.people - listed.completed!);
    }
  });
});

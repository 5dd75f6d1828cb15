import { describe, expect, it } from 'vitest';
import { createUser, loginToken } from '../../test/accounts.fixtures.js';
import { createGame } from '../../test/content.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { dashboardOf } from '../scores/scores.test-support.js';
import { DAY, insertCompletion, insertEvent } from './event-rows.test-support.js';

const testApp = useTestApp();

describe('GET /api/dashboard: assignments', () => {
  it('counts the games of running campaigns assigned, completed and overdue, and names the one due soonest', async () => {
    const app = testApp();
    const [a, b, c] = [
      (await createGame(app)).game,
      (await createGame(app)).game,
      (await createGame(app)).game,
    ];
    const user = await createUser(app, { departments: ['Finance'] });
    const other = await createUser(app, { departments: ['Sales'] });
    const now = Date.now();
    // Past due (no grace), one of two games done: one overdue.
    const late = await insertEvent(app, {
      startsAt: new Date(now - 20 * DAY),
      dueAt: new Date(now - DAY),
      audience: { departments: ['Finance'] },
      gameIds: [a.id, b.id],
      title: { en: 'Late one', ar: 'المتأخرة' },
    });
    await insertCompletion(app, {
      eventId: late.id,
      userId: user.id,
      gameId: a.id,
      completedAt: new Date(now - 5 * DAY),
    });
    // Finished: not the next due, though due sooner than the last.
    const done = await insertEvent(app, {
      startsAt: new Date(now - DAY),
      dueAt: new Date(now + 2 * DAY),
      audience: { user_ids: [user.id] },
      gameIds: [c.id],
    });
    await insertCompletion(app, {
      eventId: done.id,
      userId: user.id,
      gameId: c.id,
      completedAt: new Date(now - 1000),
    });
    const soon = await insertEvent(app, {
      startsAt: new Date(now - DAY),
      dueAt: new Date(now + 5 * DAY),
      audience: { everyone: true },
      gameIds: [c.id],
      title: { en: 'Soon', ar: 'قريبًا' },
    });
    // Not counted: a scheduled campaign, and a draft.
    await insertEvent(app, {
      status: 'scheduled',
      startsAt: new Date(now + DAY),
      dueAt: new Date(now + 9 * DAY),
      gameIds: [a.id],
    });
    await insertEvent(app, {
      status: 'draft',
      startsAt: new Date(now - DAY),
      dueAt: new Date(now + 9 * DAY),
      gameIds: [a.id],
    });

    const mine = (await dashboardOf(app, await loginToken(app, user.email))).assignments;
    expect(mine).toEqual({
      assigned: 4,
      completed: 2,
      overdue: 1,
      next_due: {
        event_id: late.id,
        title: { en: 'Late one', ar: 'المتأخرة' },
        due_at: late.dueAt.toISOString(),
      },
    });

    await insertCompletion(app, {
      eventId: late.id,
      userId: user.id,
      gameId: b.id,
      completedAt: new Date(now - 1000),
    });
    const after = (await dashboardOf(app, await loginToken(app, user.email))).assignments;
    expect(after).toMatchObject({ assigned: 4, completed: 3, overdue: 0, next_due: { event_id: soon.id } });

    const theirs = (await dashboardOf(app, await loginToken(app, other.email))).assignments;
    expect(theirs).toEqual({
      assigned: 1,
      completed: 0,
      overdue: 0,
      next_due: { event_id: soon.id, title: { en: 'Soon', ar: 'قريبًا' }, due_at: soon.dueAt.toISOString() },
    });
  });

  it('is empty with nothing assigned', async () => {
    const app = testApp();
    const user = await createUser(app);
    expect((await dashboardOf(app, await loginToken(app, user.email))).assignments).toEqual({
      assigned: 0,
      completed: 0,
      overdue: 0,
      next_due: null,
    });
  });
});

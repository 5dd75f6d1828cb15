import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventGames } from '../../db/schema.js';
import { createUser } from '../../test/accounts.fixtures.js';
import { createGame } from '../../test/content.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { complianceOf } from './compliance.js';
import { daysFrom, insertCompletion, insertEvent } from './event-rows.test-support.js';

const testApp = useTestApp();
const now = new Date('2026-06-30T12:00:00.000Z');

async function financeCampaign(gameIds: string[], values: Parameters<typeof insertEvent>[1] | object = {}) {
  return insertEvent(testApp(), {
    startsAt: daysFrom(now, -40),
    dueAt: daysFrom(now, -10),
    audience: { departments: ['Finance'] },
    gameIds,
    ...values,
  });
}

describe('complianceOf (docs/domain.md "Events and the compliance part of risk")', () => {
  it('is 0 with nothing due', async () => {
    const user = await createUser(testApp(), { departments: ['Finance'] });
    expect(await complianceOf(testApp().ctx.db, user.id, now)).toEqual({
      due: 0,
      overdue: 0,
      lateHalf: 0,
      gap: 0,
    });
  });

  it('counts the counted games of a past-due campaign of the audience: one done on time, one overdue', async () => {
    const app = testApp();
    const [a, b] = [(await createGame(app)).game, (await createGame(app)).game];
    const finance = await createUser(app, { departments: ['Finance'] });
    const sales = await createUser(app, { departments: ['Sales'] });
    const event = await financeCampaign([a.id, b.id]);
    await insertCompletion(app, {
      eventId: event.id,
      userId: finance.id,
      gameId: a.id,
      completedAt: daysFrom(now, -20),
    });

    expect(await complianceOf(app.ctx.db, finance.id, now)).toEqual({
      due: 2,
      overdue: 1,
      lateHalf: 0,
      gap: 0.5,
    });
    expect((await complianceOf(app.ctx.db, sales.id, now)).due).toBe(0);
  });

  it('counts a late completion as half for 90 days after it was done', async () => {
    const app = testApp();
    const { game } = await createGame(app);
    const user = await createUser(app, { departments: ['Finance'] });
    const event = await financeCampaign([game.id], {
      dueAt: daysFrom(now, -100),
      startsAt: daysFrom(now, -130),
    });
    // Done 5 days after the due date (no grace), 95 days before now.
    await insertCompletion(app, {
      eventId: event.id,
      userId: user.id,
      gameId: game.id,
      completedAt: daysFrom(now, -95),
    });

    expect(await complianceOf(app.ctx.db, user.id, daysFrom(now, -10))).toEqual({
      due: 1,
      overdue: 0,
      lateHalf: 1,
      gap: 0.5,
    });
    expect(await complianceOf(app.ctx.db, user.id, now)).toEqual({ due: 1, overdue: 0, lateHalf: 0, gap: 0 });
  });

  it('waits for the grace period, and forgets deadlines older than 365 days', async () => {
    const app = testApp();
    const { game } = await createGame(app);
    const user = await createUser(app, { departments: ['Finance'] });
    await financeCampaign([game.id], { graceDays: 15 });
    expect((await complianceOf(app.ctx.db, user.id, now)).due).toBe(0);
    expect(await complianceOf(app.ctx.db, user.id, daysFrom(now, 6))).toMatchObject({
      due: 1,
      overdue: 1,
      gap: 1,
    });
    expect((await complianceOf(app.ctx.db, user.id, daysFrom(now, 5 + 365 + 1))).due).toBe(0);
  });

  it('leaves out drafts, cancelled and archived campaigns, challenges and removed games', async () => {
    const app = testApp();
    const [a, b] = [(await createGame(app)).game, (await createGame(app)).game];
    const user = await createUser(app, { departments: ['Finance'] });
    await financeCampaign([a.id], { status: 'draft', publishedAt: null });
    await financeCampaign([a.id], { status: 'cancelled', cancelledAt: now });
    await financeCampaign([a.id], { status: 'ended', archivedAt: now });
    await financeCampaign([a.id], { eventType: 'challenge' });
    const counted = await financeCampaign([a.id, b.id], { status: 'ended' });
    await app.ctx.db.update(eventGames).set({ removedAt: now }).where(eq(eventGames.gameId, b.id));

    expect(await complianceOf(app.ctx.db, user.id, now)).toMatchObject({ due: 1, overdue: 1 });
    await insertCompletion(app, {
      eventId: counted.id,
      userId: user.id,
      gameId: a.id,
      completedAt: daysFrom(now, -12),
    });
    expect(await complianceOf(app.ctx.db, user.id, now)).toMatchObject({ due: 1, overdue: 0, gap: 0 });
  });

  it('includes a person who joined the audience after the campaign was made', async () => {
    const app = testApp();
    const { game } = await createGame(app);
    await financeCampaign([game.id]);
    const late = await createUser(app, { departments: ['Finance'] });
    expect((await complianceOf(app.ctx.db, late.id, now)).overdue).toBe(1);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scoreSnapshots, userScores } from '../../db/schema.js';
import { createUser } from '../../test/accounts.fixtures.js';
import { createGame } from '../../test/content.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { daysFrom, insertAttempt, insertEvent } from '../events/event-rows.test-support.js';
import { FORMULA_VERSION } from './formula.js';
import { recomputeUserScores } from './recompute.service.js';

/** The compliance part of risk (docs/domain.md "Events and the compliance part of risk") in the stored scores. */

const testApp = useTestApp();
const now = new Date('2026-06-30T12:00:00.000Z');

async function financeCampaign(gameIds: string[]) {
  return insertEvent(testApp(), {
    startsAt: daysFrom(now, -40),
    dueAt: daysFrom(now, -10),
    audience: { departments: ['Finance'] },
    gameIds,
  });
}

describe('the compliance part of risk', () => {
  it('adds 0.2 × C × impact to risk, explained in English and Arabic, under the new formula version', async () => {
    const app = testApp();
    const [a, b] = [(await createGame(app)).game, (await createGame(app)).game];
    const user = await createUser(app, { departments: ['Finance'] });
    await insertAttempt(app, { userId: user.id, gameId: a.id, score: 100, finishedAt: daysFrom(now, -1) });
    const before = await recomputeUserScores({ db: app.ctx.db, events: app.ctx.events }, user.id, now);
    await financeCampaign([a.id, b.id]);
    const after = await recomputeUserScores({ db: app.ctx.db, events: app.ctx.events }, user.id, now);

    expect(FORMULA_VERSION).toBe('aq-scores-2');
    expect(after?.formulaVersion).toBe('aq-scores-2');
    // C = 2/2 overdue: 100 × 0.2 × 1 × 1.0 (Finance is a high-impact role) = 20 points more.
    expect((after?.risk ?? 0) - (before?.risk ?? 0)).toBe(20);
    const factors = (
      after?.factors as { risk: { key: string; points: number; text: { en: string; ar: string } }[] }
    ).risk;
    const compliance = factors.find((factor) => factor.key === 'compliance');
    expect(compliance?.points).toBe(20);
    expect(compliance?.text).toEqual({
      en: 'Compliance: of 2 assigned games that fell due in the last year, 2 overdue, adding 20 points.',
      ar: 'الامتثال: من الألعاب المُسندة إليك التي حلّ موعدها خلال العام الماضي (٢)، المتأخر منها ٢، مما يضيف ٢٠ نقطة.',
    });
    const none = (before?.factors as { risk: { key: string; text: { en: string } }[] }).risk.find(
      (factor) => factor.key === 'compliance',
    );
    expect(none?.text.en).toBe(
      'Compliance: nothing assigned to you fell due in the last year, so nothing is overdue (0 points).',
    );
  });

  it('recomputes the people of an event.overdue, and old days keep their snapshots', async () => {
    const app = testApp();
    const { game } = await createGame(app);
    const user = await createUser(app, { departments: ['Finance'] });
    await insertAttempt(app, {
      userId: user.id,
      gameId: game.id,
      score: 80,
      finishedAt: new Date(Date.now() - 3 * 86_400_000),
    });
    const deps = { db: app.ctx.db, events: app.ctx.events };
    await recomputeUserScores(deps, user.id);
    // As a score stored by the previous formula, with yesterday's snapshot.
    await app.ctx.db
      .update(userScores)
      .set({ formulaVersion: 'aq-scores-1' })
      .where(eq(userScores.userId, user.id));
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await app.ctx.db
      .insert(scoreSnapshots)
      .values({ userId: user.id, day: yesterday, awareness: 51, risk: 7 });
    const [stored] = await app.ctx.db.select().from(userScores).where(eq(userScores.userId, user.id));
    expect(stored?.formulaVersion).toBe('aq-scores-1');

    const event = await insertEvent(app, {
      startsAt: new Date(Date.now() - 20 * 86_400_000),
      dueAt: new Date(Date.now() - 60_000),
      audience: { departments: ['Finance'] },
      gameIds: [game.id],
    });
    await app.ctx.events.publish('event.overdue', { eventId: event.id, userIds: [user.id] });

    const [recomputed] = await app.ctx.db.select().from(userScores).where(eq(userScores.userId, user.id));
    expect(recomputed?.formulaVersion).toBe('aq-scores-2');
    expect(recomputed?.risk).toBe((stored?.risk ?? 0) + 20);
    const [old] = await app.ctx.db.select().from(scoreSnapshots).where(eq(scoreSnapshots.day, yesterday));
    expect(old).toMatchObject({ awareness: 51, risk: 7 });
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NewUserRow } from '../accounts/public.js';
import { userScores, users } from '../../db/schema.js';
import { createUser, loginToken } from '../../test/accounts.fixtures.js';
import { createGame } from '../../test/content.fixtures.js';
import { expectError, get, put } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import { FORMULA_VERSION } from './formula.js';
import { leaderboardOf, playAttempt } from './scores.test-support.js';

const app = useTestApp();

/** A user with stored points (the rest of the scores row is filler). */
async function scoredUser(name: string, points: number, values: Partial<NewUserRow> = {}) {
  const user = await createUser(app(), { name, avatar: 'fox', ...values });
  await app()
    .ctx.db.insert(userScores)
    .values({
      userId: user.id,
      awareness: 50,
      awarenessBand: 'developing',
      evidence: 0.5,
      lowConfidence: false,
      capped: false,
      risk: 20,
      riskBand: 'guarded',
      roleLevel: 'standard',
      impact: 0.7,
      factors: { awareness: [], risk: [] },
      formulaVersion: FORMULA_VERSION,
      points,
      lastActiveAt: new Date(),
      computedAt: new Date(),
    });
  // A deactivated account cannot sign in: it only has to be left off the boards.
  return { ...user, token: user.isActive ? await loginToken(app(), user.email) : '' };
}

describe('GET /api/leaderboard', () => {
  it('ranks everyone by points, equal points sharing a rank, and gives the caller their own rank', async () => {
    const ana = await scoredUser('Ana', 3000, { departments: ['Sales'], company: 'Acme' });
    await scoredUser('Badr', 2000, { departments: ['Finance'], company: 'Acme' });
    await scoredUser('Carla', 2000, { departments: ['Sales'], company: 'Other' });
    const dina = await scoredUser('Dina', 500, { departments: ['Sales'], company: 'Acme' });
    await scoredUser('Nobody', 0, { departments: ['Sales'], company: 'Acme' });
    await scoredUser('Gone', 9000, { departments: ['Sales'], company: 'Acme', isActive: false });

    const everyone = await leaderboardOf(app(), dina.token);
    expect(everyone).toMatchObject({
      scope: 'everyone',
      group: null,
      anonymous: false,
      me: { rank: 4, points: 500 },
    });
    expect(everyone.entries.map((entry) => [entry.rank, entry.name, entry.points, entry.is_me])).toEqual([
      [1, 'Ana', 3000, false],
      [2, 'Badr', 2000, false],
      [2, 'Carla', 2000, false],
      [4, 'Dina', 500, true],
    ]);

    const limited = await leaderboardOf(app(), dina.token, '?limit=1');
    expect(limited.entries.map((entry) => entry.name)).toEqual(['Ana']);
    expect(limited.me).toEqual({ rank: 4, points: 500 });

    const department = await leaderboardOf(app(), dina.token, '?scope=department');
    expect(department.group).toBe('Sales');
    expect(department.entries.map((entry) => [entry.rank, entry.name])).toEqual([
      [1, 'Ana'],
      [2, 'Carla'],
      [3, 'Dina'],
    ]);
    expect(department.me).toEqual({ rank: 3, points: 500 });
    // Out of the top, the rank is counted (the deactivated account with more points left out).
    expect((await leaderboardOf(app(), dina.token, '?scope=department&limit=1')).me).toEqual({
      rank: 3,
      points: 500,
    });
    expect((await leaderboardOf(app(), dina.token, '?scope=company&limit=1')).me).toEqual({
      rank: 3,
      points: 500,
    });

    const company = await leaderboardOf(app(), ana.token, '?scope=company');
    expect(company.group).toBe('Acme');
    expect(company.entries.map((entry) => [entry.rank, entry.name, entry.is_me])).toEqual([
      [1, 'Ana', true],
      [2, 'Badr', false],
      [3, 'Dina', false],
    ]);
  });

  it('is empty for a scope the caller has no value for, and has no rank before any points', async () => {
    const loner = await scoredUser('Loner', 0);
    await scoredUser('Ana', 100, { departments: ['Sales'] });
    expect(await leaderboardOf(app(), loner.token, '?scope=department')).toEqual({
      scope: 'department',
      group: null,
      entries: [],
      me: null,
      anonymous: false,
    });
    expect((await leaderboardOf(app(), loner.token)).me).toBeNull();
  });

  it('refuses a bad scope or limit with field messages', async () => {
    const user = await scoredUser('Ana', 100);
    const answer = await get(app(), '/api/leaderboard?scope=planet&limit=500', { token: user.token });
    expectError(answer, 422, 'VALIDATION_FAILED');
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual(['limit', 'scope']);
  });

  it('earns points by playing: 10 per score point of a finished attempt', async () => {
    const user = await createUser(app());
    const player = { id: user.id, token: await loginToken(app(), user.email) };
    const { game } = await createGame(app(), { questions: 4 });
    await playAttempt(app(), player, game.id, 3);
    const board = await leaderboardOf(app(), player.token);
    expect(board.me).toEqual({ rank: 1, points: 750 });
    expect(board.entries).toEqual([
      { rank: 1, name: user.name, avatar: user.avatar, points: 750, is_me: true },
    ]);
  });
});

describe('PUT /api/users/me/leaderboard (opt-out)', () => {
  it('lists a player who opted out without name or avatar to others, and by name to themselves', async () => {
    const ana = await scoredUser('Ana', 3000);
    const badr = await scoredUser('Badr', 2000);

    const answer = await put(app(), '/api/users/me/leaderboard', {
      token: ana.token,
      body: { anonymous: true },
    });
    expect(answer.statusCode, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ status: true, message: 'Saved', data: { anonymous: true } });
    const [row] = await app().ctx.db.select().from(users).where(eq(users.id, ana.id));
    expect(row?.leaderboardAnonymous).toBe(true);

    expect((await leaderboardOf(app(), badr.token)).entries[0]).toEqual({
      rank: 1,
      name: null,
      avatar: null,
      points: 3000,
      is_me: false,
    });
    const own = await leaderboardOf(app(), ana.token);
    expect(own.anonymous).toBe(true);
    expect(own.entries[0]).toMatchObject({ name: 'Ana', avatar: 'fox', is_me: true });

    await put(app(), '/api/users/me/leaderboard', { token: ana.token, body: { anonymous: false } });
    expect((await leaderboardOf(app(), badr.token)).entries[0]?.name).toBe('Ana');
  });

  it("asks for the choice, in the caller's language", async () => {
    const ana = await scoredUser('Ana', 1);
    const answer = await put(app(), '/api/users/me/leaderboard', {
      token: ana.token,
      body: {},
      language: 'ar',
    });
    expectError(answer, 422, 'VALIDATION_FAILED');
    expect(answer.body.errors?.anonymous?.[0]).toMatch(/[\u0600-\u06FF]/);
    expectError(
      await put(app(), '/api/users/me/leaderboard', { body: { anonymous: true } }),
      401,
      'UNAUTHORIZED',
    );
  });
});

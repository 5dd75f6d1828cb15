import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../app-context.js';
import { eventGames, lookups } from '../../db/schema.js';
import { createAdmin, createUser } from '../../test/accounts.fixtures.js';
import { createGame } from '../../test/content.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { DAY, insertAttempt, insertEvent, insertTournamentResults } from './event-rows.test-support.js';
import { eventLeaderboard } from './leaderboards.js';

const testApp = useTestApp();
const callerOf = (user: { id: string; role: 'player' | 'admin' }): Caller => ({
  userId: user.id,
  sessionId: 'test',
  role: user.role,
});

describe('eventLeaderboard', () => {
  it('has none for a campaign', async () => {
    const app = testApp();
    const user = await createUser(app);
    const event = await insertEvent(app, { startsAt: new Date(), dueAt: new Date(Date.now() + DAY) });
    expect(await eventLeaderboard(app.ctx.db, event, callerOf({ id: user.id, role: 'player' }))).toBeNull();
  });

  it("ranks a challenge's audience by the points of its games played in its window, and averages teams", async () => {
    const app = testApp();
    const { db } = app.ctx;
    const [counted, removed, outside] = [
      (await createGame(app)).game,
      (await createGame(app)).game,
      (await createGame(app)).game,
    ];
    await db
      .insert(lookups)
      .values({ kind: 'department', value: 'Treasury', name: { en: 'Treasury', ar: 'الخزينة' } });
    const startsAt = new Date(Date.now() - 10 * DAY);
    const dueAt = new Date(Date.now() + 10 * DAY);
    const finance = await Promise.all(
      ['Fay', 'Finn', 'Fern', 'Flo', 'Fox'].map((name) =>
        createUser(app, { name, departments: ['Treasury', 'IT'] }),
      ),
    );
    const [fay, finn, fern] = finance as [(typeof finance)[0], (typeof finance)[0], (typeof finance)[0]];
    const sales = await createUser(app, { name: 'Sam', departments: ['Sales'], leaderboardAnonymous: true });
    const stranger = await createUser(app, { name: 'Stranger', departments: ['Legal'] });
    const admin = await createAdmin(app, { departments: ['Board'] });
    const event = await insertEvent(app, {
      eventType: 'challenge',
      startsAt,
      dueAt,
      audience: { departments: ['Treasury', 'Sales'] },
      gameIds: [counted.id, removed.id],
      teamBy: 'department',
    });
    await db.update(eventGames).set({ removedAt: new Date() }).where(eq(eventGames.gameId, removed.id));
    const during = new Date(Date.now() - DAY);
    // Fay 80 + 50 = 1300 points; Finn 90 = 900; Fern only outside the window or off-event; Sam 100 = 1000.
    await insertAttempt(app, { userId: fay.id, gameId: counted.id, score: 80, finishedAt: during });
    await insertAttempt(app, { userId: fay.id, gameId: counted.id, score: 50, finishedAt: during });
    await insertAttempt(app, { userId: finn.id, gameId: counted.id, score: 90, finishedAt: during });
    await insertAttempt(app, {
      userId: fern.id,
      gameId: counted.id,
      score: 100,
      finishedAt: new Date(startsAt.getTime() - DAY),
    });
    await insertAttempt(app, { userId: fern.id, gameId: removed.id, score: 100, finishedAt: during });
    await insertAttempt(app, { userId: fern.id, gameId: outside.id, score: 100, finishedAt: during });
    await insertAttempt(app, { userId: sales.id, gameId: counted.id, score: 100, finishedAt: during });
    await insertAttempt(app, { userId: stranger.id, gameId: counted.id, score: 100, finishedAt: during });

    const forFinn = await eventLeaderboard(db, event, callerOf({ id: finn.id, role: 'player' }));
    expect(forFinn?.individual).toEqual([
      { rank: 1, user_id: fay.id, name: 'Fay', avatar: null, points: 1300, is_me: false },
      { rank: 2, user_id: null, name: null, avatar: null, points: 1000, is_me: false },
      { rank: 3, user_id: finn.id, name: 'Finn', avatar: null, points: 900, is_me: true },
    ]);
    // Treasury: (1300 + 900) / 5 members = 440. Sales has 1 member: hidden from players.
    expect(forFinn?.team_by).toBe('department');
    expect(forFinn?.teams).toEqual([
      {
        rank: 1,
        team: 'Treasury',
        name: { en: 'Treasury', ar: 'الخزينة' },
        members: 5,
        points: 440,
        is_mine: true,
      },
    ]);

    const forSam = await eventLeaderboard(db, event, callerOf({ id: sales.id, role: 'player' }));
    expect(forSam?.individual[1]).toMatchObject({ user_id: sales.id, name: 'Sam', is_me: true });

    const forAdmin = await eventLeaderboard(db, event, callerOf({ id: admin.id, role: 'admin' }));
    expect(forAdmin?.teams.map((team) => [team.rank, team.team, team.members, team.points])).toEqual([
      [1, 'Sales', 1, 1000],
      [2, 'Treasury', 5, 440],
    ]);
  });

  it('lists the top 50 and the caller below them', async () => {
    const app = testApp();
    const { game } = await createGame(app);
    const event = await insertEvent(app, {
      eventType: 'challenge',
      startsAt: new Date(Date.now() - DAY),
      dueAt: new Date(Date.now() + DAY),
      audience: { everyone: true },
      gameIds: [game.id],
      teamBy: 'group',
    });
    const people = [];
    for (let index = 0; index < 52; index++) {
      const user = await createUser(app, { name: `P${index}` });
      await insertAttempt(app, {
        userId: user.id,
        gameId: game.id,
        score: 100 - index,
        finishedAt: new Date(),
      });
      people.push(user);
    }
    const last = people.at(-1);
    if (!last) throw new Error('no people');
    const board = await eventLeaderboard(app.ctx.db, event, callerOf({ id: last.id, role: 'player' }));
    expect(board?.individual).toHaveLength(51);
    expect(board?.individual[49]).toMatchObject({ rank: 50, points: 510 });
    expect(board?.individual[50]).toMatchObject({ rank: 52, user_id: last.id, points: 490, is_me: true });
    expect(board?.teams).toEqual([]);
    expect(board?.team_by).toBe('group');
  });

  it("sums a tournament's live points over its sessions", async () => {
    const app = testApp();
    const { game } = await createGame(app);
    const host = await createAdmin(app);
    const [ann, bob] = [await createUser(app, { name: 'Ann' }), await createUser(app, { name: 'Bob' })];
    const startsAt = new Date(Date.now() - DAY);
    const event = await insertEvent(app, {
      eventType: 'tournament',
      startsAt,
      dueAt: new Date(Date.now() + DAY),
      audience: { everyone: true },
    });
    await insertTournamentResults(app, {
      eventId: event.id,
      gameId: game.id,
      hostId: host.id,
      startsAt,
      points: { [ann.id]: 900, [bob.id]: 1500 },
    });
    await insertTournamentResults(app, {
      eventId: event.id,
      gameId: game.id,
      hostId: host.id,
      startsAt,
      points: { [ann.id]: 1000 },
    });
    // Another tournament's session does not count.
    const other = await insertEvent(app, {
      eventType: 'tournament',
      startsAt,
      dueAt: new Date(Date.now() + DAY),
    });
    await insertTournamentResults(app, {
      eventId: other.id,
      gameId: game.id,
      hostId: host.id,
      startsAt,
      points: { [bob.id]: 5000 },
    });

    const board = await eventLeaderboard(app.ctx.db, event, callerOf({ id: bob.id, role: 'player' }));
    expect(board).toEqual({
      individual: [
        { rank: 1, user_id: ann.id, name: 'Ann', avatar: null, points: 1900, is_me: false },
        { rank: 2, user_id: bob.id, name: 'Bob', avatar: null, points: 1500, is_me: true },
      ],
      teams: [],
      team_by: null,
    });
  });
});

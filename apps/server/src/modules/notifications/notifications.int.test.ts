import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  envelopeSchema,
  notificationsPageSchema,
  unreadCountSchema,
  type NotificationsPage,
} from '@awarequest/contracts';
import type { App } from '../../app.js';
import { attempts, notifications } from '../../db/schema.js';
import { createAdmin, createUser, loginToken, type TestUser } from '../../test/accounts.fixtures.js';
import { gameBody } from '../../test/authoring.fixtures.js';
import { createCategory, createGame, type CategoryRow } from '../../test/content.fixtures.js';
import { expectError, get, put, type Answer } from '../../test/http.js';
import { answerCall, createPlayer, finishCall, startAttempt } from '../attempts/attempts.test-support.js';
import { recorder, useLiveApp } from '../live/live.test-support.js';
import { NEW_GAME_BATCH } from './notifications.listeners.js';

const { live, connect } = useLiveApp();

const pageOf = (answer: Answer): NotificationsPage => {
  expect(answer.statusCode, answer.text).toBe(200);
  return envelopeSchema(notificationsPageSchema).parse(answer.body).data;
};
const unreadOf = (answer: Answer): number => {
  expect(answer.statusCode, answer.text).toBe(200);
  return envelopeSchema(unreadCountSchema).parse(answer.body).data.unread_count;
};

async function signedIn(app: App, values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, values);
  return { user, token: await loginToken(app, user.email) };
}

/** A finished attempt row: the user has played `gameId` in `categoryId`. */
async function playedGame(app: App, user: TestUser, gameId: string, categoryId: string | null) {
  await app.ctx.db.insert(attempts).values({
    userId: user.id,
    gameId,
    categoryId,
    status: 'finished',
    questionIds: [],
    expiresAt: new Date(),
    finishedAt: new Date(),
    passScore: 70,
    score: 80,
    isPassed: true,
  });
}

const finished = (user: TestUser, gameId: string, categoryId: string | null, passed: boolean) => ({
  userId: user.id,
  attemptId: '00000000-0000-4000-8000-000000000001',
  gameId,
  categoryId,
  score: passed ? 90 : 40,
  passed,
});

describe('notifications from the product events', () => {
  it('writes quiz passed / failed, attempts limit and score band notifications with what their text needs', async () => {
    const { app } = live();
    const { user, token } = await signedIn(app);
    const { game, categories } = await createGame(app);
    const home = categories[0] as CategoryRow;
    await app.ctx.events.publish('attempt.finished', finished(user, game.id, null, true));
    await app.ctx.events.publish('attempt.finished', finished(user, game.id, home.id, false));
    await app.ctx.events.publish('attempt.limit_reached', {
      userId: user.id,
      gameId: game.id,
      categoryId: home.id,
    });
    await app.ctx.events.publish('score.band_changed', {
      userId: user.id,
      score: 'risk',
      from: 'elevated',
      to: 'guarded',
    });

    const page = pageOf(await get(app, '/api/notifications', { token }));
    expect(page.unread_count).toBe(4);
    expect(page.items.map((item) => item.kind)).toEqual([
      'score_band_changed',
      'attempts_limit_reached',
      'quiz_failed',
      'quiz_passed',
    ]);
    const passed = page.items[3];
    expect(passed).toMatchObject({
      kind: 'quiz_passed',
      read: false,
      // No category chosen: the link goes through the game's home category.
      params: { game_id: game.id, game_name: game.name, category_id: home.id, score: 90 },
    });
    expect(page.items[0]?.params).toEqual({ score: 'risk', from: 'elevated', to: 'guarded' });
  });

  it('follows a real quiz: the last allowed attempt, finished, brings a result and a limit notification to the open socket', async () => {
    const { app } = live();
    const player = await createPlayer(app);
    const { game, questions } = await createGame(app, { questions: 1, attemptsAllowed: 1, passScore: 50 });
    const socket = recorder(await connect({ token: player.token }));
    const arrivals = socket.next(
      'notification:new',
      (payload) => payload.notification.kind === 'attempts_limit_reached',
    );
    const attempt = await startAttempt(app, player, game.id);
    await answerCall(app, player, attempt.id, (questions[0] as { id: string }).id, ['a']);
    expect((await finishCall(app, player, attempt.id)).statusCode).toBe(200);
    await arrivals;
    // A score band change may come too (the scores module's own event); these two come in this order.
    const kinds = socket
      .all('notification:new')
      .map((payload) => payload.notification.kind)
      .filter((kind) => kind !== 'score_band_changed');
    expect(kinds).toEqual(['quiz_passed', 'attempts_limit_reached']);
  });

  it('tells the players of a category once when an admin publishes a game in it, and no one else', async () => {
    const { app } = live();
    const category = await createCategory(app);
    const elsewhere = await createCategory(app);
    const { game: played } = await createGame(app, { categories: [category] });
    const { game: other } = await createGame(app, { categories: [elsewhere] });
    const fan = await signedIn(app);
    const chooser = await signedIn(app);
    const stranger = await signedIn(app);
    await playedGame(app, fan.user, played.id, null);
    await playedGame(app, chooser.user, other.id, category.id);
    await playedGame(app, stranger.user, other.id, elsewhere.id);
    const { game: fresh } = await createGame(app, {
      type: 'webgl',
      published: false,
      categories: [category],
    });
    const admin = await loginToken(app, (await createAdmin(app)).email);

    const body = gameBody(fresh.key, [category.key], { type: 'webgl', url: fresh.url, published: true });
    const answer = await put(app, `/api/admin/games/${fresh.id}`, { token: admin, body });
    expect(answer.statusCode, answer.text).toBe(200);
    // Saving it again (still published) tells no one twice.
    await put(app, `/api/admin/games/${fresh.id}`, { token: admin, body });

    for (const person of [fan, chooser]) {
      const page = pageOf(await get(app, '/api/notifications', { token: person.token }));
      expect(page.items).toHaveLength(1);
      expect(page.items[0]).toMatchObject({
        kind: 'new_game',
        params: { game_id: fresh.id, category_id: category.id, game_name: body.name },
      });
    }
    expect(pageOf(await get(app, '/api/notifications', { token: stranger.token })).items).toEqual([]);
  });

  it('tells a large audience in batches, everyone exactly once', async () => {
    const { app } = live();
    const category = await createCategory(app);
    const { game: played } = await createGame(app, { categories: [category] });
    const { game: fresh } = await createGame(app, { categories: [category] });
    const players = await Promise.all(
      Array.from({ length: NEW_GAME_BATCH + 3 }, (_, index) =>
        createUser(app, { email: `fan-${index}@example.com`, password: null }),
      ),
    );
    await app.ctx.db.insert(attempts).values(
      players.map((user) => ({
        userId: user.id,
        gameId: played.id,
        categoryId: category.id,
        questionIds: [],
        expiresAt: new Date(),
        passScore: 70,
      })),
    );
    await app.ctx.events.publish('game.published', { gameId: fresh.id, categoryId: category.id });
    const rows = await app.ctx.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.kind, 'new_game'));
    expect(rows).toHaveLength(players.length);
    expect(new Set(rows.map((row) => row.userId)).size).toBe(players.length);
  });
});

describe('GET /api/notifications and marking read', () => {
  it('needs a signed-in user', async () => {
    const { app } = live();
    expectError(await get(app, '/api/notifications'), 401, 'UNAUTHORIZED');
    expectError(await put(app, '/api/notifications/read-all'), 401, 'UNAUTHORIZED');
  });

  it('pages newest first with a cursor, and says when there is no more', async () => {
    const { app } = live();
    const { user, token } = await signedIn(app);
    for (const to of ['developing', 'proficient', 'advanced'])
      await app.ctx.events.publish('score.band_changed', {
        userId: user.id,
        score: 'awareness',
        from: 'low',
        to,
      });

    const first = pageOf(await get(app, '/api/notifications?limit=2', { token }));
    expect(first.items.map((item) => item.params)).toMatchObject([{ to: 'advanced' }, { to: 'proficient' }]);
    expect(first.next_cursor).toBe(first.items[1]?.id);
    const second = pageOf(
      await get(app, `/api/notifications?limit=2&cursor=${first.next_cursor}`, { token }),
    );
    expect(second.items.map((item) => item.params)).toMatchObject([{ to: 'developing' }]);
    expect(second.next_cursor).toBeNull();
    expect(second.unread_count).toBe(3);

    const bad = await get(app, '/api/notifications?limit=500', { token });
    expectError(bad, 422, 'VALIDATION_FAILED');
    expect(bad.body.errors?.limit).toBeDefined();
  });

  it('marks one read, then all; another user cannot touch them', async () => {
    const { app } = live();
    const owner = await signedIn(app);
    const other = await signedIn(app);
    for (const to of ['guarded', 'elevated'])
      await app.ctx.events.publish('score.band_changed', {
        userId: owner.user.id,
        score: 'risk',
        from: 'low',
        to,
      });
    const [newest, oldest] = pageOf(await get(app, '/api/notifications', { token: owner.token })).items;
    if (!newest || !oldest) throw new Error('two notifications expected');

    expectError(
      await put(app, `/api/notifications/${newest.id}/read`, { token: other.token }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await put(app, '/api/notifications/00000000-0000-4000-8000-000000000000/read', { token: owner.token }),
      404,
      'NOT_FOUND',
    );
    expect(unreadOf(await put(app, `/api/notifications/${newest.id}/read`, { token: owner.token }))).toBe(1);
    // Reading it again keeps it read.
    expect(unreadOf(await put(app, `/api/notifications/${newest.id}/read`, { token: owner.token }))).toBe(1);
    // Read-all by someone else changes nothing of the owner's.
    expect(unreadOf(await put(app, '/api/notifications/read-all', { token: other.token }))).toBe(0);
    const page = pageOf(await get(app, '/api/notifications', { token: owner.token }));
    expect(page.items.map((item) => item.read)).toEqual([true, false]);
    expect(unreadOf(await put(app, '/api/notifications/read-all', { token: owner.token }))).toBe(0);
    expect(
      pageOf(await get(app, '/api/notifications', { token: owner.token })).items.every((item) => item.read),
    ).toBe(true);
  });
});

describe('real-time delivery', () => {
  it('pushes notification:new to every socket of its user only, with the unread count', async () => {
    const { app } = live();
    const owner = await signedIn(app);
    const other = await signedIn(app);
    const tabs = [await connect({ token: owner.token }), await connect({ token: owner.token })];
    const otherSocket = recorder(await connect({ token: other.token }));
    const guest = recorder(await connect());
    const seen = tabs.map((tab) => recorder(tab));
    const arrivals = seen.map((tab) => tab.next('notification:new'));

    await app.ctx.events.publish('score.band_changed', {
      userId: owner.user.id,
      score: 'awareness',
      from: 'low',
      to: 'developing',
    });
    for (const payload of await Promise.all(arrivals)) {
      expect(payload.unread_count).toBe(1);
      expect(payload.notification).toMatchObject({ kind: 'score_band_changed', read: false });
    }
    // A later event to the other user proves the sockets were listening; the first went to the owner only.
    const otherArrival = otherSocket.next('notification:new');
    await app.ctx.events.publish('score.band_changed', {
      userId: other.user.id,
      score: 'risk',
      from: 'low',
      to: 'high',
    });
    expect((await otherArrival).notification.params).toMatchObject({ to: 'high' });
    expect(otherSocket.all('notification:new')).toHaveLength(1);
    expect(guest.all('notification:new')).toHaveLength(0);
  });
});

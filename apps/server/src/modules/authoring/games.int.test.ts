import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminGame, AdminGameSummary } from '@awarequest/contracts';
import { games, questions } from '../../db/schema.js';
import {
  adminToken,
  createCategory,
  createGame,
  createQuestion,
  del,
  gameBody,
  getGame,
  insertAttempt,
} from '../../test/authoring.fixtures.js';
import { expectError, get, post, put } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';

const app = useTestApp();

async function listGames(token: string, query = ''): Promise<AdminGameSummary[]> {
  const answer = await get(app(), `/api/admin/games${query}`, { token });
  expect(answer.statusCode, answer.text).toBe(200);
  return answer.body.data as AdminGameSummary[];
}

describe('games', () => {
  it('creates, reads, lists, edits and deletes a game', async () => {
    const token = await adminToken(app());
    const phishing = await createCategory(app(), token, 'phishing');
    const passwords = await createCategory(app(), token, 'passwords');
    const created = await post(app(), '/api/admin/games', {
      token,
      body: gameBody('spot-the-phish', ['passwords', 'phishing'], { attempts_allowed: null }),
    });
    expect(created.statusCode, created.text).toBe(201);
    const game = created.body.data as AdminGame;
    expect(created.body.message).toBe('Saved');
    expect(game).toMatchObject({
      key: 'spot-the-phish',
      categories: ['passwords', 'phishing'],
      category_ids: [passwords.id, phishing.id],
      type: 'interactive',
      attempts_allowed: null,
      published: false,
      url: null,
      questions: [],
    });

    const edited = await put(app(), `/api/admin/games/${game.id}`, {
      token,
      body: gameBody('spot-the-phish', ['phishing'], {
        name: { en: 'Inbox Detective', ar: 'محقق البريد' },
        duration_minutes: 15,
      }),
    });
    expect(edited.statusCode, edited.text).toBe(200);
    expect(edited.body.data).toMatchObject({ categories: ['phishing'], duration_minutes: 15 });
    const [stored] = await app().ctx.db.select().from(games).where(eq(games.id, game.id));
    expect(stored?.searchText).toContain('inbox detective');
    expect(stored?.searchText).toContain('محقق البريد');

    expect((await listGames(token)).map((listed) => [listed.key, listed.questions_count])).toEqual([
      ['spot-the-phish', 0],
    ]);
    expect(await listGames(token, `?category_id=${passwords.id}`)).toEqual([]);
    expect(await listGames(token, `?category_id=${phishing.id}`)).toHaveLength(1);

    expect((await del(app(), `/api/admin/games/${game.id}`, token)).body).toMatchObject({
      message: 'Deleted',
    });
    expect(await app().ctx.db.select().from(games)).toEqual([]);
    expectError(await get(app(), `/api/admin/games/${game.id}`, { token }), 404, 'NOT_FOUND');
  });

  it('saves who a game is for, all staff by default', async () => {
    const token = await adminToken(app());
    await createCategory(app(), token, 'phishing');
    const game = await createGame(app(), token, 'quiz', ['phishing']);
    expect(game.audience).toBe('all_staff');
    const edited = await put(app(), `/api/admin/games/${game.id}`, {
      token,
      body: gameBody('quiz', ['phishing'], { audience: 'technical' }),
    });
    expect(edited.statusCode, edited.text).toBe(200);
    expect((await getGame(app(), token, game.id)).audience).toBe('technical');
  });

  it('refuses a key in use and a category that does not exist, saving nothing', async () => {
    const token = await adminToken(app());
    await createCategory(app(), token, 'phishing');
    const first = await createGame(app(), token, 'quiz', ['phishing']);
    const second = await createGame(app(), token, 'other', ['phishing']);

    const taken = await post(app(), '/api/admin/games', { token, body: gameBody('quiz', ['phishing']) });
    expectError(taken, 422, 'KEY_TAKEN');
    expect(taken.body.errors).toEqual({ key: ['This key is already in use'] });
    expectError(
      await put(app(), `/api/admin/games/${second.id}`, { token, body: gameBody('quiz', ['phishing']) }),
      422,
      'KEY_TAKEN',
    );
    expectError(
      await post(app(), '/api/admin/games', {
        token,
        language: 'ar',
        body: gameBody('new', ['phishing', 'nope']),
      }),
      422,
      'UNKNOWN_CATEGORY',
      'الفئة nope غير موجودة',
    );
    expectError(
      await put(app(), `/api/admin/games/${first.id}`, { token, body: gameBody('quiz', ['nope']) }),
      422,
      'UNKNOWN_CATEGORY',
      'Category nope does not exist',
    );
    expect((await getGame(app(), token, first.id)).categories).toEqual(['phishing']);
    expect((await listGames(token)).map((game) => game.key).sort()).toEqual(['other', 'quiz']);
  });

  it('publishes an interactive game only once it has a question; embedded games need none', async () => {
    const token = await adminToken(app());
    await createCategory(app(), token, 'phishing');
    const refused = await post(app(), '/api/admin/games', {
      token,
      body: gameBody('quiz', ['phishing'], { published: true }),
    });
    expectError(
      refused,
      422,
      'GAME_HAS_NO_QUESTIONS',
      'Add at least one question before publishing this game',
    );
    expect(await app().ctx.db.select().from(games)).toEqual([]);

    const game = await createGame(app(), token, 'quiz', ['phishing']);
    const publish = gameBody('quiz', ['phishing'], { published: true });
    expectError(
      await put(app(), `/api/admin/games/${game.id}`, { token, body: publish }),
      422,
      'GAME_HAS_NO_QUESTIONS',
    );
    await createQuestion(app(), token, game.id, 'q1');
    const published = await put(app(), `/api/admin/games/${game.id}`, { token, body: publish });
    expect(published.statusCode, published.text).toBe(200);
    expect(published.body.data).toMatchObject({ published: true, questions: [{ key: 'q1' }] });

    const webgl = await post(app(), '/api/admin/games', {
      token,
      body: gameBody('inbox-3d', ['phishing'], { type: 'webgl', url: '/games/inbox-3d/', published: true }),
    });
    expect(webgl.statusCode, webgl.text).toBe(201);
    expect(webgl.body.data).toMatchObject({ type: 'webgl', url: '/games/inbox-3d/', published: true });
  });

  it('archives a game that has been played instead of deleting it, and keeps its key taken', async () => {
    const token = await adminToken(app());
    await createCategory(app(), token, 'phishing');
    const game = await createGame(app(), token, 'quiz', ['phishing']);
    const question = await createQuestion(app(), token, game.id, 'q1');
    await insertAttempt(app(), game.id, [question.id]);

    expect((await del(app(), `/api/admin/games/${game.id}`, token)).statusCode).toBe(200);
    const [row] = await app().ctx.db.select().from(games).where(eq(games.id, game.id));
    expect(row?.archivedAt).toBeInstanceOf(Date);
    expect(row?.isPublished).toBe(false);
    expect(await app().ctx.db.select().from(questions)).toHaveLength(1);
    expect(await listGames(token)).toEqual([]);
    expectError(await get(app(), `/api/admin/games/${game.id}`, { token }), 404, 'NOT_FOUND');
    expectError(
      await post(app(), '/api/admin/games', { token, body: gameBody('quiz', ['phishing']) }),
      422,
      'KEY_TAKEN',
    );
  });

  it('reorders the games of one category within the places they held, leaving the others', async () => {
    const token = await adminToken(app());
    const phishing = await createCategory(app(), token, 'phishing');
    await createCategory(app(), token, 'passwords');
    const a = await createGame(app(), token, 'a', ['phishing']);
    await createGame(app(), token, 'b', ['passwords']);
    const c = await createGame(app(), token, 'c', ['phishing']);
    await createGame(app(), token, 'd', ['passwords']);
    const e = await createGame(app(), token, 'e', ['phishing']);

    const answer = await put(app(), '/api/admin/games/order', { token, body: { ids: [e.id, a.id, c.id] } });
    expect(answer.statusCode, answer.text).toBe(200);
    expect((answer.body.data as AdminGameSummary[]).map((game) => [game.key, game.order])).toEqual([
      ['e', 0],
      ['b', 1],
      ['a', 2],
      ['d', 3],
      ['c', 4],
    ]);
    expect((await listGames(token, `?category_id=${phishing.id}`)).map((game) => game.key)).toEqual([
      'e',
      'a',
      'c',
    ]);

    const repeated = await put(app(), '/api/admin/games/order', { token, body: { ids: [a.id, a.id] } });
    expectError(repeated, 422, 'VALIDATION_FAILED');
    expect(repeated.body.errors).toEqual({ ids: ['Please choose a valid Order'] });
    expectError(
      await put(app(), '/api/admin/games/order', { token, body: { ids: [crypto.randomUUID()] } }),
      422,
      'VALIDATION_FAILED',
    );
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '@awarequest/contracts';
import { categories, games } from '../../db/schema.js';
import {
  adminToken,
  categoryBody,
  createCategory,
  createGame,
  createQuestion,
  del,
} from '../../test/authoring.fixtures.js';
import { expectError, get, post, put } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';

const app = useTestApp();

async function listKeys(token: string): Promise<string[]> {
  const answer = await get(app(), '/api/admin/categories', { token });
  expect(answer.statusCode).toBe(200);
  return (answer.body.data as AdminCategory[]).map((category) => category.key);
}

describe('categories', () => {
  it('creates, lists, edits and deletes a category, keeping its search text current', async () => {
    const token = await adminToken(app());
    const created = await post(app(), '/api/admin/categories', {
      token,
      body: categoryBody('phishing', { name: { en: 'Phishing', ar: 'التصيّد الإحتيالي' }, order: 4, tier: 2 }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.body).toMatchObject({
      status: true,
      message: 'Saved',
      data: {
        key: 'phishing',
        name: { en: 'Phishing' },
        order: 4,
        tier: 2,
        games_count: 0,
        all_games_count: 0,
      },
    });
    const id = (created.body.data as AdminCategory).id;
    const [stored] = await app().ctx.db.select().from(categories).where(eq(categories.id, id));
    // Folded: lower case, hamza and diacritics gone, so "الاحتيالي" finds it.
    expect(stored?.searchText).toContain('phishing');
    expect(stored?.searchText).toContain('التصيد الاحتيالي');

    const edited = await put(app(), `/api/admin/categories/${id}`, {
      token,
      language: 'ar',
      body: categoryBody('phishing', {
        name: { en: 'Email Safety', ar: 'أمان البريد' },
        description: { en: 'Safe mail', ar: 'بريد آمن' },
      }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toMatchObject({ message: 'تم الحفظ', data: { id, name: { en: 'Email Safety' } } });
    const [changed] = await app().ctx.db.select().from(categories).where(eq(categories.id, id));
    expect(changed?.searchText).toContain('email safety');
    expect(changed?.searchText).toContain('امان البريد');
    expect(changed?.searchText).not.toContain('phishing');
    expect(await listKeys(token)).toEqual(['phishing']);

    const deleted = await del(app(), `/api/admin/categories/${id}`, token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body).toMatchObject({ status: true, message: 'Deleted' });
    expect(await listKeys(token)).toEqual([]);
    expectError(await del(app(), `/api/admin/categories/${id}`, token), 404, 'NOT_FOUND');
  });

  it('refuses a key already in use, on create and on edit, naming the key field', async () => {
    const token = await adminToken(app());
    await createCategory(app(), token, 'phishing');
    const other = await createCategory(app(), token, 'passwords');

    const duplicate = await post(app(), '/api/admin/categories', { token, body: categoryBody('phishing') });
    expectError(duplicate, 422, 'KEY_TAKEN', 'This key is already in use');
    expect(duplicate.body.errors).toEqual({ key: ['This key is already in use'] });
    expectError(
      await put(app(), `/api/admin/categories/${other.id}`, { token, body: categoryBody('phishing') }),
      422,
      'KEY_TAKEN',
    );
    const ownKey = await put(app(), `/api/admin/categories/${other.id}`, {
      token,
      body: categoryBody('passwords', { icon: 'key' }),
    });
    expect(ownKey.statusCode).toBe(200);
    expect(await listKeys(token)).toEqual(['passwords', 'phishing']);
  });

  it('checks the body with the content pack rules', async () => {
    const token = await adminToken(app());
    const answer = await post(app(), '/api/admin/categories', {
      token,
      body: categoryBody('Not A Key', { tier: 7, name: { en: 'Phishing', ar: '' } }),
    });
    expectError(answer, 422, 'VALIDATION_FAILED');
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual(['key', 'name.ar', 'tier']);
    expect(answer.body.errors?.['name.ar']).toEqual(['Name is required']);
  });

  it('reorders when given every category once, and refuses any other list', async () => {
    const token = await adminToken(app());
    const [a, b, c] = [
      await createCategory(app(), token, 'alpha'),
      await createCategory(app(), token, 'bravo'),
      await createCategory(app(), token, 'charlie'),
    ];
    const answer = await put(app(), '/api/admin/categories/order', {
      token,
      body: { ids: [c.id, a.id, b.id] },
    });
    expect(answer.statusCode).toBe(200);
    expect((answer.body.data as AdminCategory[]).map((category) => [category.key, category.order])).toEqual([
      ['charlie', 0],
      ['alpha', 1],
      ['bravo', 2],
    ]);

    for (const ids of [
      [a.id, b.id],
      [a.id, b.id, c.id, a.id],
      [a.id, b.id, crypto.randomUUID()],
    ]) {
      const refused = await put(app(), '/api/admin/categories/order', { token, body: { ids } });
      expectError(refused, 422, 'VALIDATION_FAILED');
      expect(refused.body.errors).toEqual({ ids: ['Please choose a valid Order'] });
    }
    expect(await listKeys(token)).toEqual(['charlie', 'alpha', 'bravo']);
  });

  it('counts published and all games, and on delete unpublishes only the games left without a category', async () => {
    const token = await adminToken(app());
    const phishing = await createCategory(app(), token, 'phishing');
    await createCategory(app(), token, 'passwords');
    const only = await createGame(app(), token, 'only-phishing', ['phishing']);
    const shared = await createGame(app(), token, 'shared', ['phishing', 'passwords']);
    for (const game of [only, shared]) {
      await createQuestion(app(), token, game.id, 'q1');
      const published = await put(app(), `/api/admin/games/${game.id}`, {
        token,
        body: { ...game, published: true, url: undefined, questions: undefined },
      });
      expect(published.statusCode, published.text).toBe(200);
    }
    await createGame(app(), token, 'draft', ['phishing']);
    const listed = (await get(app(), '/api/admin/categories', { token })).body.data as AdminCategory[];
    expect(listed.map((category) => [category.key, category.games_count, category.all_games_count])).toEqual([
      ['passwords', 1, 1],
      ['phishing', 2, 3],
    ]);

    expect((await del(app(), `/api/admin/categories/${phishing.id}`, token)).statusCode).toBe(200);
    const rows = await app().ctx.db.select().from(games).orderBy(games.key);
    expect(rows.map((row) => [row.key, row.isPublished])).toEqual([
      ['draft', false],
      ['only-phishing', false],
      ['shared', true],
    ]);
    const sharedNow = await get(app(), `/api/admin/games/${shared.id}`, { token });
    expect(sharedNow.body.data).toMatchObject({ categories: ['passwords'] });
  });
});

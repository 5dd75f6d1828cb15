import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CategorySummary, GameDetails, GameListItem, GameSummary, Page } from '@awarequest/contracts';
import { attempts, categories, games, questions } from '../../db/schema.js';
import { createAdmin, createUser, loginToken } from '../../test/accounts.fixtures.js';
import { expectError, get } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import { loadPack } from './content-loader.js';
import { categoryInput, gameInput, pack } from './pack.fixtures.js';

const app = useTestApp();

const catalogPack = () =>
  pack({
    categories: [
      categoryInput('passwords', {
        order: 1,
        name: { en: 'Passwords and MFA', ar: 'كلمات المرور والمصادقة' },
      }),
      categoryInput('phishing', { order: 2, name: { en: 'Phishing', ar: 'التصيد الاحتيالي' } }),
      categoryInput('basics', { order: 3, name: { en: 'Security basics', ar: 'أساسيات الأمن' } }),
      categoryInput('empty', { order: 4, name: { en: 'Coming soon', ar: 'قريبًا' } }),
    ],
    games: [
      gameInput('spot-the-phish', ['phishing', 'basics'], ['q1', 'q2', 'q3'], {
        name: { en: 'Spot the Phish', ar: 'اكتشف رسالة التصيّد' },
      }),
      gameInput('mfa-fatigue', ['passwords'], ['q1'], {
        name: { en: 'MFA Fatigue', ar: 'إرهاق المصادقة متعددة العوامل' },
      }),
      gameInput('passphrase-lab', ['passwords'], ['q1'], { attempts_allowed: null }),
      gameInput('draft-game', ['phishing'], ['q1'], {
        published: false,
        name: { en: 'Hidden Draft', ar: 'مسودة مخفية' },
      }),
      gameInput('old-game', ['phishing'], ['q1'], { name: { en: 'Retired Quiz', ar: 'اختبار قديم' } }),
      gameInput('vr-tour', ['basics'], [], { type: 'vr', url: '/games/vr/index.html' }),
    ],
  });

const ids: Record<string, string> = {};
let token = '';

beforeEach(async () => {
  const db = app().ctx.db;
  await loadPack(db, catalogPack());
  await db.update(games).set({ archivedAt: new Date() }).where(eq(games.key, 'old-game'));
  for (const row of await db.select({ id: categories.id, key: categories.key }).from(categories))
    ids[row.key] = row.id;
  for (const row of await db.select({ id: games.id, key: games.key }).from(games)) ids[row.key] = row.id;
  token = await loginToken(app(), (await createUser(app())).email);
});

async function page<T>(url: string): Promise<Page<T>> {
  const answer = await get(app(), url, { token });
  expect(answer.statusCode, answer.text).toBe(200);
  return answer.body.data as Page<T>;
}
const categoryKeys = async (query: string) =>
  (await page<CategorySummary>(`/api/categories?${query}`)).items.map((item) => item.key);
const gameKeys = async (query: string) =>
  (await page<GameSummary>(`/api/games?${query}`)).items.map((item) => item.key);

describe('the catalog', () => {
  it('answers 401 without a token', async () => {
    for (const url of [
      '/api/categories',
      `/api/categories/${ids.phishing}`,
      '/api/games',
      `/api/games/${ids['spot-the-phish']}`,
    ]) {
      expectError(await get(app(), url), 401, 'UNAUTHORIZED');
    }
  });
});

describe('GET /categories', () => {
  it('lists every category by position, counting only published games', async () => {
    const answer = await page<CategorySummary>('/api/categories');
    expect(answer).toMatchObject({ page: 1, per_page: 12, total: 4 });
    expect(answer.items.map((item) => [item.key, item.games_count])).toEqual([
      ['passwords', 2],
      ['phishing', 1],
      ['basics', 2],
      ['empty', 0],
    ]);
    expect(answer.items[1]).toEqual({
      id: ids.phishing,
      key: 'phishing',
      name: { en: 'Phishing', ar: 'التصيد الاحتيالي' },
      description: { en: 'All about phishing.', ar: 'كل شيء عن phishing.' },
      icon: 'shield',
      order: 2,
      tier: 1,
      games_count: 1,
    });
  });

  it('finds categories by their own texts or by a published game’s, in both languages', async () => {
    expect(await categoryKeys('q=PHISH')).toEqual(['phishing', 'basics']);
    expect(await categoryKeys('q=mfa%20fatigue')).toEqual(['passwords']);
    // Written with hamza ("الأمن"), found with and without it.
    expect(await categoryKeys(`q=${encodeURIComponent('الامن')}`)).toEqual(['basics']);
    expect(await categoryKeys(`q=${encodeURIComponent('الأمن')}`)).toEqual(['basics']);
    // The game's name has "إرهاق"; the keyword has a plain alef.
    expect(await categoryKeys(`q=${encodeURIComponent('ارهاق')}`)).toEqual(['passwords']);
    // Unpublished and deleted games do not lead to their category.
    expect(await categoryKeys('q=hidden%20draft')).toEqual([]);
    expect(await categoryKeys('q=retired')).toEqual([]);
  });

  it('takes % and _ in a keyword literally', async () => {
    expect(await categoryKeys('q=%25')).toEqual([]);
    expect(await categoryKeys('q=_')).toEqual([]);
    expect(await gameKeys('q=%25')).toEqual([]);
  });

  it('pages', async () => {
    const second = await page<CategorySummary>('/api/categories?page=2&per_page=3');
    expect(second).toMatchObject({ page: 2, per_page: 3, total: 4 });
    expect(second.items.map((item) => item.key)).toEqual(['empty']);
    expect(await categoryKeys('page=3&per_page=3')).toEqual([]);
  });

  it('answers 422 for a page size over the limit', async () => {
    const answer = await get(app(), '/api/categories?per_page=500', { token });
    expectError(answer, 422, 'VALIDATION_FAILED');
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['per_page']);
    expectError(await get(app(), '/api/games?page=0', { token }), 422, 'VALIDATION_FAILED');
  });
});

describe('GET /categories/:id', () => {
  it('answers one category, 404 for an unknown id and 422 for a malformed one', async () => {
    const answer = await get(app(), `/api/categories/${ids.basics}`, { token });
    expect(answer.body.data).toMatchObject({ key: 'basics', games_count: 2, order: 3 });
    expectError(await get(app(), `/api/categories/${randomUUID()}`, { token }), 404, 'NOT_FOUND');
    expectError(await get(app(), '/api/categories/basics', { token }), 422, 'VALIDATION_FAILED');
  });
});

describe('GET /games', () => {
  it('lists published games in order, with their categories and live questions', async () => {
    const db = app().ctx.db;
    await db.update(questions).set({ archivedAt: new Date() }).where(eq(questions.key, 'q3'));
    const answer = await page<GameSummary>('/api/games');
    expect(answer.total).toBe(4);
    expect(answer.items.map((item) => item.key)).toEqual([
      'spot-the-phish',
      'mfa-fatigue',
      'passphrase-lab',
      'vr-tour',
    ]);
    expect(answer.items[0]).toEqual({
      id: ids['spot-the-phish'],
      key: 'spot-the-phish',
      name: { en: 'Spot the Phish', ar: 'اكتشف رسالة التصيّد' },
      description: { en: 'Play spot-the-phish.', ar: 'العب spot-the-phish.' },
      type: 'interactive',
      difficulty: 'medium',
      audience: 'all_staff',
      duration_minutes: 10,
      pass_score: 70,
      attempts_allowed: 3,
      questions_count: 2,
      published: true,
      category_ids: [ids.phishing, ids.basics],
      url: null,
      passed: false,
    });
    // At one position, by English name: Game passphrase-lab, Game vr-tour, MFA Fatigue, Spot the Phish.
    await db.update(games).set({ position: 0 });
    expect(await gameKeys('')).toEqual(['passphrase-lab', 'vr-tour', 'mfa-fatigue', 'spot-the-phish']);
  });

  it('filters by category and type, and searches both languages', async () => {
    expect(await gameKeys(`category_id=${ids.phishing}`)).toEqual(['spot-the-phish']);
    expect(await gameKeys(`category_id=${ids.basics}`)).toEqual(['spot-the-phish', 'vr-tour']);
    expect(await gameKeys(`category_id=${ids.empty}`)).toEqual([]);
    const vr = await page<GameSummary>('/api/games?type=vr');
    expect(vr.items.map((item) => [item.key, item.url])).toEqual([['vr-tour', '/games/vr/index.html']]);
    expect(await gameKeys(`category_id=${ids.passwords}&q=fatigue`)).toEqual(['mfa-fatigue']);
    // Stored "رسالة التصيّد": found with a taa marbuta written as haa and no shadda.
    expect(await gameKeys(`q=${encodeURIComponent('رساله التصيد')}`)).toEqual(['spot-the-phish']);
    expect(await gameKeys('q=draft')).toEqual([]);
  });

  it('marks the games the caller has passed, not those failed, open or passed by someone else', async () => {
    const player = await createUser(app());
    const other = await createUser(app());
    const attempt = (userId: string, gameKey: string, isPassed: boolean | null) => ({
      userId,
      gameId: ids[gameKey]!,
      questionIds: [],
      expiresAt: new Date(Date.now() + 600_000),
      passScore: 70,
      isPassed,
    });
    await app()
      .ctx.db.insert(attempts)
      .values([
        attempt(player.id, 'spot-the-phish', false),
        attempt(player.id, 'spot-the-phish', true),
        attempt(player.id, 'mfa-fatigue', false),
        attempt(player.id, 'passphrase-lab', null),
        attempt(other.id, 'vr-tour', true),
      ]);
    const answer = await get(app(), '/api/games', { token: await loginToken(app(), player.email) });
    const items = (answer.body.data as Page<GameListItem>).items;
    expect(items.map((item) => [item.key, item.passed])).toEqual([
      ['spot-the-phish', true],
      ['mfa-fatigue', false],
      ['passphrase-lab', false],
      ['vr-tour', false],
    ]);
  });

  it('pages', async () => {
    const answer = await page<GameSummary>('/api/games?per_page=2&page=2');
    expect(answer).toMatchObject({ page: 2, per_page: 2, total: 4 });
    expect(answer.items.map((item) => item.key)).toEqual(['passphrase-lab', 'vr-tour']);
  });
});

describe('GET /games/:id', () => {
  async function details(key: string, as = token) {
    const answer = await get(app(), `/api/games/${ids[key]}`, { token: as });
    expect(answer.statusCode, answer.text).toBe(200);
    return answer.body.data as GameDetails;
  }

  async function addAttempt(userId: string, values: Partial<typeof attempts.$inferInsert> = {}) {
    const [row] = await app()
      .ctx.db.insert(attempts)
      .values({
        userId,
        gameId: ids['spot-the-phish']!,
        questionIds: [],
        expiresAt: new Date(Date.now() + 600_000),
        passScore: 70,
        ...values,
      })
      .returning();
    return row!;
  }

  it('answers the game with its categories and the caller’s attempts', async () => {
    const game = await details('spot-the-phish');
    expect(game).toMatchObject({
      key: 'spot-the-phish',
      url: null,
      questions_count: 3,
      attempts_used: 0,
      attempts_left: 3,
      best_score: null,
      open_attempt_id: null,
    });
    expect(game.categories.map((category) => [category.key, category.games_count])).toEqual([
      ['phishing', 1],
      ['basics', 2],
    ]);
    expect(await details('vr-tour')).toMatchObject({ type: 'vr', url: '/games/vr/index.html' });
    expect(await details('passphrase-lab')).toMatchObject({ attempts_allowed: null, attempts_left: null });
  });

  it('counts the caller’s attempts, best finished score and open attempt, not others’', async () => {
    const player = await createUser(app());
    const other = await createUser(app());
    const playerToken = await loginToken(app(), player.email);
    await addAttempt(player.id, { status: 'finished', score: 60 });
    await addAttempt(player.id, { status: 'finished', score: 85.5 });
    await addAttempt(player.id, { expiresAt: new Date(Date.now() - 1000) });
    await addAttempt(other.id, { status: 'finished', score: 100 });
    expect(await details('spot-the-phish', playerToken)).toMatchObject({
      attempts_used: 3,
      attempts_left: 0,
      best_score: 85.5,
      open_attempt_id: null,
    });
    const open = await addAttempt(player.id);
    expect(await details('spot-the-phish', playerToken)).toMatchObject({
      attempts_used: 4,
      attempts_left: 0,
      open_attempt_id: open.id,
    });
  });

  it('hides unpublished games from players and deleted games from everyone', async () => {
    const adminToken = await loginToken(app(), (await createAdmin(app())).email);
    const hidden = await get(app(), `/api/games/${ids['draft-game']}`, { token, language: 'ar' });
    expectError(hidden, 404, 'NOT_FOUND', 'لم يتم العثور على المورد المطلوب');
    expect(await details('draft-game', adminToken)).toMatchObject({ published: false });
    for (const as of [token, adminToken]) {
      expectError(await get(app(), `/api/games/${ids['old-game']}`, { token: as }), 404, 'NOT_FOUND');
    }
    expectError(await get(app(), `/api/games/${randomUUID()}`, { token }), 404, 'NOT_FOUND');
    expectError(await get(app(), '/api/games/not-an-id', { token }), 422, 'VALIDATION_FAILED');
  });
});

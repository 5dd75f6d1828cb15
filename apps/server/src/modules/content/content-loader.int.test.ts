import { asc, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { categories, gameCategories, games, questions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { truncateAll, useTestDatabase } from '../../test/test-database.js';
import { parsePack } from './content-files.js';
import { loadPack } from './content-loader.js';
import { categoryInput, gameInput, pack, questionInput } from './pack.fixtures.js';

const database = useTestDatabase();
const db = () => database().db;
beforeEach(() => truncateAll(database()));

const basePack = () =>
  pack({
    categories: [
      categoryInput('phishing', { order: 2, name: { en: 'Phishing', ar: 'التصيّد الاحتيالي' } }),
      categoryInput('passwords', { order: 1, tier: 1 }),
    ],
    games: [
      gameInput('spot-the-phish', ['phishing', 'passwords'], ['q1', 'q2', 'q3']),
      gameInput('passphrases', ['passwords'], ['p1', 'p2']),
    ],
  });

async function rowCounts() {
  return {
    categories: (await db().select().from(categories)).length,
    games: (await db().select().from(games)).length,
    links: (await db().select().from(gameCategories)).length,
    questions: (await db().select().from(questions)).length,
  };
}

async function gameByKey(key: string) {
  const [row] = await db().select().from(games).where(eq(games.key, key));
  if (!row) throw new Error(`no game ${key}`);
  return row;
}

const questionsOf = async (key: string) =>
  db()
    .select()
    .from(questions)
    .where(eq(questions.gameId, (await gameByKey(key)).id))
    .orderBy(asc(questions.key));

describe('loadPack', () => {
  it('writes categories, games, their links and questions with every field', async () => {
    const report = await loadPack(db(), basePack());
    expect(report).toEqual({
      categories: { created: 2, updated: 0 },
      games: { created: 2, updated: 0 },
      questions: { created: 5, updated: 0, removed: 0 },
    });
    const [phishing] = await db().select().from(categories).where(eq(categories.key, 'phishing'));
    expect(phishing).toMatchObject({
      name: { en: 'Phishing', ar: 'التصيّد الاحتيالي' },
      icon: 'shield',
      position: 2,
      tier: 1,
    });
    // Folded: lower case, the shadda dropped, the hamza'd alef unified.
    expect(phishing?.searchText).toContain('phishing');
    expect(phishing?.searchText).toContain('التصيد الاحتيالي');

    const game = await gameByKey('spot-the-phish');
    expect(game).toMatchObject({
      type: 'interactive',
      difficulty: 'medium',
      durationMinutes: 10,
      passScore: 70,
      attemptsAllowed: 3,
      isPublished: true,
      url: null,
      archivedAt: null,
      position: 0,
    });
    expect((await gameByKey('passphrases')).position).toBe(1);
    expect(game.searchText).toContain('game spot-the-phish');
    const links = await db()
      .select({ categoryId: gameCategories.categoryId, position: gameCategories.position })
      .from(gameCategories)
      .where(eq(gameCategories.gameId, game.id))
      .orderBy(asc(gameCategories.position));
    const [passwords] = await db().select().from(categories).where(eq(categories.key, 'passwords'));
    expect(links).toEqual([
      { categoryId: phishing?.id, position: 0 },
      { categoryId: passwords?.id, position: 1 },
    ]);
    const stored = await questionsOf('spot-the-phish');
    expect(stored.map((question) => [question.key, question.position])).toEqual([
      ['q1', 0],
      ['q2', 1],
      ['q3', 2],
    ]);
    expect(stored[0]).toMatchObject({
      kind: 'single',
      correctKeys: ['a'],
      image: null,
      choices: [
        { key: 'a', text: { en: 'Report it', ar: 'أبلغ عنه' } },
        { key: 'b', text: { en: 'Ignore it', ar: 'تجاهله' } },
      ],
    });
  });

  it('is idempotent: a second load of the same pack creates and updates nothing', async () => {
    await loadPack(db(), basePack());
    const before = await rowCounts();
    const ids = (await db().select({ id: questions.id }).from(questions)).map((row) => row.id).sort();
    const report = await loadPack(db(), basePack());
    expect(report).toEqual({
      categories: { created: 0, updated: 0 },
      games: { created: 0, updated: 0 },
      questions: { created: 0, updated: 0, removed: 0 },
    });
    expect(await rowCounts()).toEqual(before);
    expect(before).toEqual({ categories: 2, games: 2, links: 3, questions: 5 });
    const after = (await db().select({ id: questions.id }).from(questions)).map((row) => row.id).sort();
    expect(after).toEqual(ids);
  });

  it('updates changed items in place and counts only those', async () => {
    await loadPack(db(), basePack());
    const gameId = (await gameByKey('spot-the-phish')).id;
    const changed = basePack();
    changed.categories[0]!.name.en = 'Phishing and email';
    changed.games[0]!.pass_score = 80;
    changed.games[0]!.questions[1]!.text.ar = 'نص جديد';
    // p1 and p2 swap places: both positions change.
    changed.games[1]!.questions.reverse();
    const report = await loadPack(db(), changed);
    expect(report).toEqual({
      categories: { created: 0, updated: 1 },
      games: { created: 0, updated: 1 },
      questions: { created: 0, updated: 3, removed: 0 },
    });
    const game = await gameByKey('spot-the-phish');
    expect(game).toMatchObject({ id: gameId, passScore: 80 });
    expect((await questionsOf('spot-the-phish'))[1]?.text).toEqual({ en: 'Question q2?', ar: 'نص جديد' });
    expect((await questionsOf('passphrases')).map((question) => question.position)).toEqual([1, 0]);
    const [category] = await db().select().from(categories).where(eq(categories.key, 'phishing'));
    expect(category?.searchText).toContain('phishing and email');
    expect(await rowCounts()).toEqual({ categories: 2, games: 2, links: 3, questions: 5 });
  });

  it('stores who games and questions are for, updates a changed audience and reloads as nothing', async () => {
    const tagged = () => {
      const value = basePack();
      value.games[0]!.audience = 'technical';
      value.games[0]!.questions[1]!.audience = 'technical';
      value.games[0]!.questions[2]!.audience = 'managers';
      return value;
    };
    await loadPack(db(), tagged());
    expect((await gameByKey('spot-the-phish')).audience).toBe('technical');
    expect((await gameByKey('passphrases')).audience).toBe('all_staff');
    expect((await questionsOf('spot-the-phish')).map((question) => question.audience)).toEqual([
      'all_staff',
      'technical',
      'managers',
    ]);
    expect((await loadPack(db(), tagged())).questions).toEqual({ created: 0, updated: 0, removed: 0 });

    const changed = tagged();
    changed.games[0]!.audience = 'all_staff';
    changed.games[0]!.questions[2]!.audience = 'all_staff';
    const report = await loadPack(db(), changed);
    expect(report.games).toEqual({ created: 0, updated: 1 });
    expect(report.questions).toEqual({ created: 0, updated: 1, removed: 0 });
    expect((await gameByKey('spot-the-phish')).audience).toBe('all_staff');
    expect((await questionsOf('spot-the-phish'))[2]?.audience).toBe('all_staff');
  });

  it('replaces a game’s categories in pack order and counts that as an update', async () => {
    await loadPack(db(), basePack());
    const changed = basePack();
    changed.games[0]!.categories = ['passwords', 'phishing'];
    const report = await loadPack(db(), changed);
    expect(report.games).toEqual({ created: 0, updated: 1 });
    const [passwords] = await db().select().from(categories).where(eq(categories.key, 'passwords'));
    const [home] = await db()
      .select()
      .from(gameCategories)
      .where(eq(gameCategories.gameId, (await gameByKey('spot-the-phish')).id))
      .orderBy(asc(gameCategories.position));
    expect(home?.categoryId).toBe(passwords?.id);
  });

  it('archives a question the pack no longer lists, and restores it when it returns', async () => {
    await loadPack(db(), basePack());
    const without = basePack();
    without.games[0]!.questions = without.games[0]!.questions.filter((question) => question.key !== 'q2');
    expect((await loadPack(db(), without)).questions).toEqual({ created: 0, updated: 1, removed: 1 });
    const stored = await questionsOf('spot-the-phish');
    expect(stored.map((question) => [question.key, question.archivedAt !== null, question.position])).toEqual(
      [
        ['q1', false, 0],
        ['q2', true, 1],
        ['q3', false, 1],
      ],
    );
    // Loading the same reduced pack again archives nothing more.
    expect((await loadPack(db(), without)).questions).toEqual({ created: 0, updated: 0, removed: 0 });

    expect((await loadPack(db(), basePack())).questions).toEqual({ created: 0, updated: 2, removed: 0 });
    const live = await db().select().from(questions).where(isNull(questions.archivedAt));
    expect(live).toHaveLength(5);
    expect(await rowCounts()).toEqual({ categories: 2, games: 2, links: 3, questions: 5 });
  });

  it('adds new games after the existing ones and leaves games outside the pack alone', async () => {
    await loadPack(db(), basePack());
    const report = await loadPack(
      db(),
      pack({ games: [gameInput('new-game', ['phishing'], ['n1'], { published: false })] }),
    );
    expect(report).toEqual({
      categories: { created: 0, updated: 0 },
      games: { created: 1, updated: 0 },
      questions: { created: 1, updated: 0, removed: 0 },
    });
    expect(await gameByKey('new-game')).toMatchObject({ position: 2, isPublished: false });
    expect(await rowCounts()).toEqual({ categories: 2, games: 3, links: 4, questions: 6 });
  });

  it('restores an archived game the pack lists', async () => {
    await loadPack(db(), basePack());
    await db().update(games).set({ archivedAt: new Date() }).where(eq(games.key, 'passphrases'));
    expect((await loadPack(db(), basePack())).games).toEqual({ created: 0, updated: 1 });
    expect((await gameByKey('passphrases')).archivedAt).toBeNull();
  });

  it('refuses a game naming an unknown category and saves nothing', async () => {
    const bad = pack({
      categories: [categoryInput('phishing')],
      games: [gameInput('good', ['phishing']), gameInput('lost', ['phishing', 'no-such-topic'])],
    });
    const error: unknown = await loadPack(db(), bad).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'UNKNOWN_CATEGORY', params: { key: 'no-such-topic' } });
    expect(await rowCounts()).toEqual({ categories: 0, games: 0, links: 0, questions: 0 });
  });

  it('rolls back everything when a write fails half way', async () => {
    const bad = pack({
      categories: [categoryInput('phishing')],
      games: [gameInput('first', ['phishing']), gameInput('second', ['phishing'])],
    });
    // A kind the database's enum does not hold fails the last insert, after the rest was written.
    (bad.games[1]!.questions[0] as { kind: string }).kind = 'essay';
    await expect(loadPack(db(), bad)).rejects.toThrow();
    expect(await rowCounts()).toEqual({ categories: 0, games: 0, links: 0, questions: 0 });
  });

  it('accepts a game whose category is already in the database', async () => {
    await loadPack(db(), basePack());
    const report = await loadPack(db(), pack({ games: [gameInput('later', ['passwords'])] }));
    expect(report.games.created).toBe(1);
  });
});

describe('parsePack', () => {
  it('names the path and the rule of every error', () => {
    const input = {
      version: 1,
      categories: [categoryInput('phishing', { tier: 7 as 1 })],
      games: [
        gameInput('game-one', ['phishing'], [], {
          questions: [questionInput('q1'), questionInput('q2', { text: { en: 'Only English', ar: '' } })],
        }),
      ],
    };
    const parsed = parsePack(input, 'en', 'pack.json › ');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual([
      'pack.json › categories.0.tier',
      'pack.json › games.0.questions.1.text.ar',
    ]);
    expect(parsed.errors['pack.json › games.0.questions.1.text.ar']?.[0]).toMatch(/required/i);
  });

  it('rejects duplicate keys and a published interactive game without questions', () => {
    const parsed = parsePack({
      version: 1,
      categories: [categoryInput('phishing'), categoryInput('phishing')],
      games: [gameInput('empty', ['phishing'], [])],
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(['categories', 'games.0.questions']);
  });
});

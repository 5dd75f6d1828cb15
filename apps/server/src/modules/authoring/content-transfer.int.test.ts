import { describe, expect, it } from 'vitest';
import { contentPackSchema, type ContentPack, type ImportReport } from '@awarequest/contracts';
import { categories, games, questions } from '../../db/schema.js';
import {
  adminToken,
  categoryBody,
  createCategory,
  createGame,
  createQuestion,
  del,
  gameBody,
  questionBody,
} from '../../test/authoring.fixtures.js';
import { expectError, get, post, put } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';

const app = useTestApp();
const IMAGE_ALT = { en: 'A suspicious mail', ar: 'رسالة مريبة' };

/** Phishing with two games (one also in passwords, one with an archived question), and passwords. */
async function setUp() {
  const token = await adminToken(app());
  const phishing = await createCategory(app(), token, 'phishing', { order: 3, tier: 1 });
  await createCategory(app(), token, 'passwords', { order: 1, tier: 2 });
  const quiz = await createGame(app(), token, 'spot-the-phish', ['phishing']);
  const shared = await createGame(app(), token, 'reset-scams', ['passwords', 'phishing'], {
    difficulty: 'hard',
  });
  await createGame(app(), token, 'vault', ['passwords']);
  await createQuestion(app(), token, quiz.id, 'q1', { image: '/uploads/q1.png', image_alt: IMAGE_ALT });
  const gone = await createQuestion(app(), token, quiz.id, 'gone');
  await createQuestion(app(), token, quiz.id, 'q2', {
    kind: 'multiple',
    correct: ['a', 'c'],
    audience: 'managers',
  });
  await createQuestion(app(), token, shared.id, 'q1');
  await put(app(), `/api/admin/games/${shared.id}`, {
    token,
    body: gameBody('reset-scams', ['passwords', 'phishing'], {
      difficulty: 'hard',
      published: true,
      audience: 'technical',
    }),
  });
  expect((await del(app(), `/api/admin/questions/${gone.id}`, token)).statusCode).toBe(200);
  return { token, phishing, quiz, shared };
}

async function exportPack(token: string, url: string) {
  const answer = await app().inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(answer.statusCode, answer.body).toBe(200);
  return { pack: contentPackSchema.parse(answer.json()), disposition: answer.headers['content-disposition'] };
}

async function countRows() {
  const db = app().ctx.db;
  return {
    categories: (await db.select().from(categories)).length,
    games: (await db.select().from(games)).length,
    questions: (await db.select().from(questions)).length,
  };
}

describe('JSON export and import of the content pack', () => {
  it('exports a category with its games, their questions in order and all their categories', async () => {
    const { token, phishing } = await setUp();
    const { pack, disposition } = await exportPack(token, `/api/admin/categories/${phishing.id}/export`);
    expect(disposition).toBe('attachment; filename="phishing.json"');
    expect(pack.categories).toEqual([categoryBody('phishing', { order: 3, tier: 1 })]);
    expect(pack.games.map((game) => [game.key, game.categories, game.published])).toEqual([
      ['spot-the-phish', ['phishing'], false],
      ['reset-scams', ['passwords', 'phishing'], true],
    ]);
    const [quiz] = pack.games;
    expect(quiz?.questions.map((question) => question.key)).toEqual(['q1', 'q2']);
    expect(quiz?.questions[0]).toEqual(
      contentPackQuestion('q1', { image: '/uploads/q1.png', image_alt: IMAGE_ALT }),
    );
    expect(quiz?.questions[1]?.correct).toEqual(['a', 'c']);
    // Who each game and question is for travels with it.
    expect(pack.games.map((game) => game.audience)).toEqual(['all_staff', 'technical']);
    expect(quiz?.questions.map((question) => question.audience)).toEqual(['all_staff', 'managers']);
  });

  it('exports one game as a pack without categories', async () => {
    const { token, shared } = await setUp();
    const { pack, disposition } = await exportPack(token, `/api/admin/games/${shared.id}/export`);
    expect(disposition).toBe('attachment; filename="reset-scams.json"');
    expect(pack).toMatchObject({
      version: 1,
      categories: [],
      games: [{ key: 'reset-scams', difficulty: 'hard' }],
    });
    expect(pack.games).toHaveLength(1);
    expectError(
      await get(app(), `/api/admin/games/${crypto.randomUUID()}/export`, { token }),
      404,
      'NOT_FOUND',
    );
  });

  it('imports its own export as a no-op, and restores what was changed since', async () => {
    const { token, phishing, quiz } = await setUp();
    const url = `/api/admin/categories/${phishing.id}/export`;
    const { pack } = await exportPack(token, url);
    const before = await countRows();

    const same = await post(app(), '/api/admin/content/import', { token, body: pack });
    expect(same.statusCode, same.text).toBe(200);
    expect(same.body).toMatchObject({ message: 'Import complete' });
    expect(same.body.data).toEqual(report({}));
    expect(await countRows()).toEqual(before);
    expect((await exportPack(token, url)).pack).toEqual(pack);

    const q1 = (await get(app(), `/api/admin/games/${quiz.id}`, { token })).body.data as {
      questions: { id: string }[];
    };
    await put(app(), `/api/admin/questions/${q1.questions[0]?.id}`, {
      token,
      body: questionBody('q1', { text: { en: 'Edited', ar: 'معدّل' } }),
    });
    const restored = await post(app(), '/api/admin/content/import', { token, body: pack });
    expect(restored.body.data).toEqual(report({ questions: { created: 0, updated: 1, removed: 0 } }));
    expect((await exportPack(token, url)).pack).toEqual(pack);
    expect(await countRows()).toEqual(before);
  });

  it('rejects an invalid pack naming each path, in the caller’s language, and saves nothing', async () => {
    const { token } = await setUp();
    const before = await countRows();
    const pack = {
      version: 1,
      categories: [categoryBody('new-category')],
      games: [
        {
          ...gameBody('new-game', ['new-category'], { published: true }),
          questions: [questionBody('q1'), questionBody('q2', { correct: ['z'] })],
        },
      ],
    };
    const answer = await post(app(), '/api/admin/content/import', { token, body: pack });
    expectError(answer, 422, 'CONTENT_INVALID', 'The file has errors, nothing was saved');
    expect(answer.body.errors).toEqual({
      'games.0.questions.1.correct': ["The correct answers must be keys of this question's choices"],
    });
    const arabic = await post(app(), '/api/admin/content/import', { token, language: 'ar', body: pack });
    expectError(arabic, 422, 'CONTENT_INVALID', 'الملف يحتوي على أخطاء، ولم يُحفظ شيء');
    expect(arabic.body.errors?.['games.0.questions.1.correct']).toEqual([
      'يجب أن تكون الإجابات الصحيحة من مفاتيح خيارات هذا السؤال',
    ]);
    expectError(
      await post(app(), '/api/admin/content/import', { token, body: { version: 2 } }),
      422,
      'CONTENT_INVALID',
    );
    expect(await countRows()).toEqual(before);
  });

  it('rejects a game of an unknown category and saves none of the pack', async () => {
    const { token } = await setUp();
    const before = await countRows();
    const answer = await post(app(), '/api/admin/content/import', {
      token,
      body: {
        version: 1,
        categories: [categoryBody('new-category')],
        games: [{ ...gameBody('new-game', ['new-category', 'missing']), questions: [questionBody('q1')] }],
      },
    });
    expectError(answer, 422, 'UNKNOWN_CATEGORY', 'Category missing does not exist');
    expect(await countRows()).toEqual(before);
  });

  it('takes a pack larger than the usual body limit, up to 5 MB', async () => {
    const token = await adminToken(app());
    const long = 'x'.repeat(1900);
    const questionsOfGame = Array.from({ length: 400 }, (_, index) =>
      questionBody(`q${index}`, { explanation: { en: long, ar: long } }),
    );
    const pack = {
      version: 1,
      categories: [categoryBody('big')],
      games: [{ ...gameBody('big-game', ['big']), questions: questionsOfGame }],
    };
    expect(JSON.stringify(pack).length).toBeGreaterThan(1_500_000);
    const answer = await post(app(), '/api/admin/content/import', { token, body: pack });
    expect(answer.statusCode, answer.text).toBe(200);
    expect(answer.body.data).toEqual(
      report({
        categories: { created: 1, updated: 0 },
        games: { created: 1, updated: 0 },
        questions: { created: 400, updated: 0, removed: 0 },
      }),
    );

    const tooBig = await post(app(), '/api/admin/content/import', {
      token,
      body: JSON.stringify({ ...pack, padding: 'x'.repeat(5 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expectError(tooBig, 413, 'PAYLOAD_TOO_LARGE');
  });
});

function contentPackQuestion(
  key: string,
  overrides: Record<string, unknown> = {},
): ContentPack['games'][number]['questions'][number] {
  return contentPackSchema.parse({
    version: 1,
    games: [{ ...gameBody('g', ['c']), questions: [questionBody(key, overrides)] }],
  }).games[0]!.questions[0]!;
}

function report(changes: Partial<ImportReport>): ImportReport {
  return {
    categories: { created: 0, updated: 0 },
    games: { created: 0, updated: 0 },
    questions: { created: 0, updated: 0, removed: 0 },
    ...changes,
  };
}

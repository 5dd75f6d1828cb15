import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentPackSchema, type AdminQuestion } from '@awarequest/contracts';
import { games, questions } from '../../db/schema.js';
import {
  adminToken,
  createCategory,
  createGame,
  createQuestion,
  getGame,
} from '../../test/authoring.fixtures.js';
import { expectError, post, type Answer } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';

/**
 * Every new question kind through the authoring API and back out and in again: CSV, Excel and
 * the content pack's JSON.
 */

const app = useTestApp();
const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const IMAGE = { image: '/uploads/steps.webp', image_alt: { en: 'Three steps', ar: 'ثلاث خطوات' } };
/** A body per new kind, as an author sends it. */
const KIND_BODIES: Record<string, Record<string, unknown>> = {
  typed: {
    kind: 'type_answer',
    choices: [],
    correct: [],
    accepted_answers: ['phishing', 'التصيد الاحتيالي'],
  },
  poll: {
    kind: 'poll',
    correct: [],
    choices: [
      {
        key: 'a',
        text: { en: 'Keys', ar: 'بالمفاتيح' },
        image: '/uploads/keys.webp',
        image_alt: { en: 'A keyboard', ar: 'لوحة مفاتيح' },
      },
      { key: 'b', text: { en: 'Menu', ar: 'بالقائمة' } },
    ],
  },
  slider: {
    kind: 'slider',
    choices: [],
    correct: [],
    slider: {
      min: 0,
      max: 1000,
      step: 10,
      answer: 680,
      tolerance: 50,
      limit: 300,
      unit: { en: 'ms', ar: 'م.ث' },
    },
  },
  ordering: { kind: 'ordering', correct: ['c', 'a', 'b'], ...IMAGE },
};

async function setUp() {
  const token = await adminToken(app());
  await createCategory(app(), token, 'phishing');
  const game = await createGame(app(), token, 'kinds', ['phishing']);
  const copy = await createGame(app(), token, 'copy', ['phishing']);
  for (const [key, body] of Object.entries(KIND_BODIES))
    await createQuestion(app(), token, game.id, key, body);
  return { token, game, copy };
}

/** A question as it must come back from any round trip: everything but its id. */
const withoutId = (question: AdminQuestion): Omit<AdminQuestion, 'id'> => {
  const { id, ...rest } = question;
  expect(id).toBeTruthy();
  return rest;
};

async function inject(
  token: string,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: Buffer | string,
  contentType?: string,
) {
  const response = await app().inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(contentType ? { 'content-type': contentType } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
  return response;
}

async function countQuestions() {
  return (await app().ctx.db.select().from(questions)).length;
}

describe('the new question kinds in authoring, import and export', () => {
  it('saves and shows each kind with its accepted answers, slider, images and alt texts', async () => {
    const { token, game } = await setUp();
    const saved = (await getGame(app(), token, game.id)).questions;
    expect(saved.map((question) => question.kind)).toEqual(['type_answer', 'poll', 'slider', 'ordering']);
    const [typed, poll, slider, ordering] = saved;
    expect(typed).toMatchObject({
      accepted_answers: ['phishing', 'التصيد الاحتيالي'],
      slider: null,
      choices: [],
    });
    expect(poll).toMatchObject({ correct: [], choices: (KIND_BODIES.poll as { choices: unknown }).choices });
    expect(slider).toMatchObject({
      slider: (KIND_BODIES.slider as { slider: unknown }).slider,
      accepted_answers: null,
    });
    expect(ordering).toMatchObject({ correct: ['c', 'a', 'b'], ...IMAGE });
  });

  it('refuses a question that breaks its kind’s rules, in English and Arabic, and saves nothing', async () => {
    const { token, game } = await setUp();
    const before = await countQuestions();
    const send = (body: Record<string, unknown>, language = 'en') =>
      post(app(), `/api/admin/games/${game.id}/questions`, {
        token,
        language,
        body: {
          key: 'bad',
          difficulty: 'easy',
          text: { en: 'Bad?', ar: 'سيء؟' },
          explanation: { en: 'No', ar: 'لا' },
          choices: [],
          correct: [],
          ...body,
        },
      });
    const refused = async (
      body: Record<string, unknown>,
      errors: Record<string, string[]>,
      language = 'en',
    ) => {
      const answer: Answer = await send(body, language);
      expectError(answer, 422, 'VALIDATION_FAILED');
      expect(answer.body.errors).toMatchObject(errors);
    };
    await refused(
      { kind: 'type_answer' },
      { accepted_answers: [expect.stringMatching(/required/) as string] },
    );
    await refused(
      { kind: 'slider', slider: { min: 0, max: 10, step: 1, answer: 5, tolerance: 3, limit: 2 } },
      { 'slider.limit': ['The limit for 0 points must be larger than the tolerance for full points'] },
    );
    await refused(
      { kind: 'poll', choices: (KIND_BODIES.poll as { choices: unknown }).choices, correct: ['a'] },
      { correct: ['لا توجد إجابة صحيحة في الاستطلاع'] },
      'ar',
    );
    await refused(
      {
        kind: 'ordering',
        choices: [
          { key: 'a', text: { en: 'A', ar: 'أ' } },
          { key: 'b', text: { en: 'B', ar: 'ب' } },
        ],
      },
      { choices: ['An ordering question needs 3 to 6 items'] },
    );
    await refused(
      {
        kind: 'single',
        choices: [
          { key: 'a', text: { en: 'A', ar: 'أ' }, image: '/uploads/a.webp' },
          { key: 'b', text: { en: 'B', ar: 'ب' } },
        ],
        correct: ['a'],
      },
      { 'choices.0.image_alt': ['صِف الصورة بالعربية والإنجليزية (نص بديل)'] },
      'ar',
    );
    expect(await countQuestions()).toBe(before);
  });

  it('exports CSV and Excel that import every kind back unchanged', async () => {
    const { token, game, copy } = await setUp();
    const original = (await getGame(app(), token, game.id)).questions.map(withoutId);
    for (const [format, contentType] of [
      ['csv', CSV],
      ['xlsx', XLSX],
    ] as const) {
      const file = await inject(token, 'GET', `/api/admin/games/${game.id}/questions/file?format=${format}`);
      expect(file.statusCode, file.body).toBe(200);
      const imported = await inject(
        token,
        'PUT',
        `/api/admin/games/${copy.id}/questions/file`,
        file.rawPayload,
        contentType,
      );
      expect(imported.statusCode, imported.body).toBe(200);
      const copied = (await getGame(app(), token, copy.id)).questions.map(withoutId);
      // The sheet names choices by letter; these questions already use a, b, c.
      expect(copied, format).toEqual(original);
    }
  });

  it('exports the content pack’s JSON that imports every kind back unchanged', async () => {
    const { token, game } = await setUp();
    const original = (await getGame(app(), token, game.id)).questions.map(withoutId);
    const exported = await inject(token, 'GET', `/api/admin/games/${game.id}/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    const pack = contentPackSchema.parse(exported.json());
    expect(pack.games[0]?.questions.map((question) => question.kind)).toEqual([
      'type_answer',
      'poll',
      'slider',
      'ordering',
    ]);
    const renamed = { ...pack, games: pack.games.map((each) => ({ ...each, key: 'kinds-again' })) };
    const imported = await post(app(), '/api/admin/content/import', { token, body: renamed });
    expect(imported.statusCode, imported.text).toBe(200);
    const [again] = await app().ctx.db.select().from(games).where(eq(games.key, 'kinds-again'));
    if (!again) throw new Error('the imported game is missing');
    const copied = (await getGame(app(), token, again.id)).questions.map(withoutId);
    expect(copied).toEqual(original);
  });

  it('refuses a sheet with bad rows of the new kinds, naming rows and columns in Arabic, and imports nothing', async () => {
    const { token, game, copy } = await setUp();
    const file = await inject(token, 'GET', `/api/admin/games/${game.id}/questions/file?format=csv`);
    const lines = file.body.replace(/^\uFEFF/, '').split('\r\n');
    const header = lines[0]!.split(',');
    const breakCell = (line: string, column: string, value: string) => {
      const cells = line.split(',');
      cells[header.indexOf(column)] = value;
      return cells.join(',');
    };
    // Row 2: no accepted answers; row 4: a slider's answer out of its range; row 5: an order missing an item.
    lines[1] = breakCell(lines[1]!, 'accepted_answers', '');
    lines[3] = breakCell(lines[3]!, 'slider_answer', '5000');
    lines[4] = breakCell(lines[4]!, 'correct', 'c;a');
    const before = await countQuestions();
    const answer = await app().inject({
      method: 'PUT',
      url: `/api/admin/games/${copy.id}/questions/file`,
      headers: { authorization: `Bearer ${token}`, 'content-type': CSV, 'accept-language': 'ar' },
      payload: lines.join('\r\n'),
    });
    expect(answer.statusCode, answer.body).toBe(422);
    const { errors } = answer.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors).sort()).toEqual([
      'row 2 › accepted_answers',
      'row 4 › slider_answer',
      'row 5 › correct',
    ]);
    expect(errors['row 4 › slider_answer']).toEqual(['يجب أن تقع الإجابة بين أدنى قيمة وأعلى قيمة']);
    expect(errors['row 5 › correct']).toEqual(['يذكر سؤال الترتيب كل عنصر مرة واحدة بالترتيب الصحيح']);
    expect(await countQuestions()).toBe(before);
  });
});

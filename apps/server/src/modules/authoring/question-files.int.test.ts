import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { QUESTION_FILE_COLUMNS, type AdminGame, type ImportReport } from '@awarequest/contracts';
import { questions } from '../../db/schema.js';
import {
  adminToken,
  createCategory,
  createGame,
  createQuestion,
  getGame,
} from '../../test/authoring.fixtures.js';
import { expectError, type Answer } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';

const app = useTestApp();
const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = QUESTION_FILE_COLUMNS.join(',');
/** Cells a…f of the choices, en then ar, for up to six choices. */
const choices = (...texts: [string, string][]) =>
  Array.from({ length: 6 }, (_, index) => texts[index] ?? ['', '']).flat();

const row = (cells: string[]) =>
  cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');

/** A CSV as Excel saves it: a byte order mark, CRLF line ends, one quoted multi-line cell. */
const ARABIC_CSV = [
  HEADER,
  row([
    'q-mfa',
    'single',
    'easy',
    'What should you do with an unexpected MFA prompt?',
    'ماذا تفعل عند طلب مصادقة متعددة غير متوقع؟',
    ...choices(['Approve it', 'أوافق عليه'], ['Deny it and report it', 'أرفضه وأبلغ عنه']),
    'b',
    'Unexpected prompts mean someone has your password,\nso deny and report.',
    'الطلب غير المتوقع يعني أن شخصًا يعرف كلمة مرورك، فارفضه وأبلغ عنه.',
    '',
  ]),
  row([
    'q-qr',
    'true_false',
    '',
    'A QR code on a parking meter is always safe.',
    'رمز QR على عداد المواقف آمن دائمًا.',
    ...choices(),
    'false',
    'Stickers can cover real codes.',
    'يمكن لملصق أن يغطي الرمز الحقيقي.',
    '',
  ]),
  row([
    'q-ai',
    'multiple',
    'hard',
    'Which data must never be pasted into a public AI tool?',
    'ما البيانات التي لا يجوز لصقها في أداة ذكاء اصطناعي عامة؟',
    ...choices(
      ['Customer records', 'سجلات العملاء'],
      ['A public press release', 'بيان صحفي منشور'],
      ['Source code', 'الشيفرة المصدرية'],
    ),
    'a, c',
    'Both are confidential.',
    'كلاهما سري.',
    '/uploads/ai.png',
    '',
    'A chat window',
    'نافذة محادثة',
  ]),
].join('\r\n');

async function setUp() {
  const token = await adminToken(app());
  await createCategory(app(), token, 'phishing');
  const game = await createGame(app(), token, 'quiz', ['phishing']);
  return { token, game };
}

async function upload(
  token: string,
  gameId: string,
  body: Buffer | string,
  contentType: string,
  language?: string,
) {
  const response = await app().inject({
    method: 'PUT',
    url: `/api/admin/games/${gameId}/questions/file`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': contentType,
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: body,
  });
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: response.json(),
    text: response.body,
  } as Answer;
}

async function download(token: string, gameId: string, format: 'csv' | 'xlsx') {
  const response = await app().inject({
    method: 'GET',
    url: `/api/admin/games/${gameId}/questions/file?format=${format}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { headers: response.headers, body: response.rawPayload };
}

const withBom = (text: string) => `\uFEFF${text}`;

function report(questionsCounts: ImportReport['questions']): ImportReport {
  return {
    categories: { created: 0, updated: 0 },
    games: { created: 0, updated: 0 },
    questions: questionsCounts,
  };
}

/** What a round trip must keep of each question: everything but ids. */
const contentOf = (game: AdminGame) => game.questions.map((question) => ({ ...question, id: 'any' }));

describe('questions as CSV or Excel', () => {
  it('imports a CSV with Arabic text, true/false rows and several correct answers', async () => {
    const { token, game } = await setUp();
    const answer = await upload(token, game.id, withBom(ARABIC_CSV), CSV);
    expect(answer.statusCode, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Import complete' });
    expect(answer.body.data).toEqual(report({ created: 3, updated: 0, removed: 0 }));

    const [mfa, qr, ai] = (await getGame(app(), token, game.id)).questions;
    expect(mfa).toMatchObject({
      key: 'q-mfa',
      difficulty: 'easy',
      text: { ar: 'ماذا تفعل عند طلب مصادقة متعددة غير متوقع؟' },
      choices: [
        { key: 'a', text: { en: 'Approve it', ar: 'أوافق عليه' } },
        { key: 'b', text: { en: 'Deny it and report it', ar: 'أرفضه وأبلغ عنه' } },
      ],
      correct: ['b'],
      explanation: { en: 'Unexpected prompts mean someone has your password,\nso deny and report.' },
      image: null,
      order: 0,
    });
    expect(qr).toMatchObject({
      kind: 'true_false',
      difficulty: 'medium',
      choices: [
        { key: 'true', text: { en: 'True', ar: 'صحيح' } },
        { key: 'false', text: { en: 'False', ar: 'خطأ' } },
      ],
      correct: ['false'],
    });
    expect(ai).toMatchObject({ kind: 'multiple', correct: ['a', 'c'], image: '/uploads/ai.png', order: 2 });
  });

  it('reads a CSV that Excel saved with semicolons', async () => {
    const { token, game } = await setUp();
    const semicolons = ARABIC_CSV.split('\r\n')
      .slice(0, 2)
      .join('\r\n')
      .replace(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/g, ';');
    const answer = await upload(token, game.id, semicolons, CSV);
    expect(answer.statusCode, answer.text).toBe(200);
    expect((await getGame(app(), token, game.id)).questions[0]?.text.en).toBe(
      'What should you do with an unexpected MFA prompt?',
    );
  });

  it('imports an Excel workbook', async () => {
    const { token, game } = await setUp();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow([...QUESTION_FILE_COLUMNS]);
    sheet.addRow([]);
    sheet.addRow([
      'phish-1',
      'single',
      'medium',
      'Which link is safe?',
      'أي رابط آمن؟',
      ...choices(['bank.example.com', 'bank.example.com'], ['bank-example.co', 'bank-example.co']),
      'a',
      'Check the real domain.',
      'تحقق من النطاق الحقيقي.',
      '',
    ]);
    const answer = await upload(token, game.id, Buffer.from(await workbook.xlsx.writeBuffer()), XLSX);
    expect(answer.statusCode, answer.text).toBe(200);
    expect(answer.body.data).toEqual(report({ created: 1, updated: 0, removed: 0 }));
    expect((await getGame(app(), token, game.id)).questions).toMatchObject([
      { key: 'phish-1', text: { ar: 'أي رابط آمن؟' }, correct: ['a'] },
    ]);
  });

  it('rejects a file with a bad row, naming the row and column, and saves nothing', async () => {
    const { token, game } = await setUp();
    await createQuestion(app(), token, game.id, 'existing');
    const before = await app().ctx.db.select().from(questions);
    const lines = ARABIC_CSV.split('\r\n');
    const bad = [
      lines[0],
      lines[1],
      lines[2]!.replace(',false,', ',maybe,'),
      lines[3]!.replace('ما البيانات التي لا يجوز لصقها في أداة ذكاء اصطناعي عامة؟', ''),
    ].join('\r\n');

    const answer = await upload(token, game.id, bad, CSV);
    expectError(answer, 422, 'CONTENT_INVALID', 'The file has errors, nothing was saved');
    expect(answer.body.errors).toEqual({
      'row 3 › correct': ["The correct answers must be keys of this question's choices"],
      'row 4 › text_ar': ['Question text is required'],
    });
    const arabic = await upload(token, game.id, bad, CSV, 'ar');
    expect(arabic.body.errors?.['row 4 › text_ar']).toEqual(['حقل نص السؤال مطلوب']);
    expect(await app().ctx.db.select().from(questions)).toEqual(before);
  });

  it('rejects a repeated key, a missing column and a file without questions', async () => {
    const { token, game } = await setUp();
    const lines = ARABIC_CSV.split('\r\n');
    const repeated = await upload(token, game.id, [lines[0], lines[1], lines[1]].join('\n'), CSV);
    expect(repeated.body.errors).toEqual({ 'row 3 › key': ['This key is already in use'] });
    const noColumn = await upload(token, game.id, 'key,kind,text_en\nq1,single,Hello', CSV);
    expect(noColumn.body.errors).toMatchObject({ 'row 1 › text_ar': ['Question text is required'] });
    const empty = await upload(token, game.id, `${HEADER}\r\n`, CSV);
    expect(empty.body.errors).toEqual({ file: ['File is required'] });
    expect(await app().ctx.db.select().from(questions)).toEqual([]);
  });

  it('rejects a picture sent as Excel, or as CSV, by its bytes', async () => {
    const { token, game } = await setUp();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    for (const contentType of [XLSX, CSV]) {
      const answer = await upload(token, game.id, png, contentType);
      expectError(answer, 422, 'CONTENT_INVALID');
      expect(answer.body.errors).toEqual({ file: ['Please choose a CSV or Excel (.xlsx) file'] });
    }
    const notAWorkbook = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]);
    expectError(await upload(token, game.id, notAWorkbook, XLSX), 422, 'CONTENT_INVALID');
  });

  it('exports CSV (UTF-8 with a BOM) and Excel that import back unchanged', async () => {
    const { token, game } = await setUp();
    await upload(token, game.id, ARABIC_CSV, CSV);
    await createQuestion(app(), token, game.id, 'odd-keys', {
      choices: [
        { key: 'yes', text: { en: 'Yes, "quoted"', ar: 'نعم' } },
        { key: 'no', text: { en: '=1+1', ar: 'لا' } },
      ],
      correct: ['no'],
    });
    const original = await getGame(app(), token, game.id);

    const csv = await download(token, game.id, 'csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="quiz-questions.csv"');
    expect([...csv.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.body.toString('utf8')).toContain('ماذا تفعل عند طلب مصادقة متعددة غير متوقع؟');
    const fromCsv = await upload(token, game.id, csv.body, CSV);
    // The odd choice keys become letters a, b: the same question, named as a sheet names it.
    expect(fromCsv.body.data).toEqual(report({ created: 0, updated: 1, removed: 0 }));
    const afterCsv = await getGame(app(), token, game.id);
    expect(afterCsv.questions[3]).toMatchObject({
      choices: [
        { key: 'a', text: { en: 'Yes, "quoted"' } },
        { key: 'b', text: { en: '=1+1' } },
      ],
      correct: ['b'],
    });
    const again = await upload(token, game.id, (await download(token, game.id, 'csv')).body, CSV);
    expect(again.body.data).toEqual(report({ created: 0, updated: 0, removed: 0 }));

    const xlsx = await download(token, game.id, 'xlsx');
    expect(xlsx.headers['content-type']).toBe(XLSX);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="quiz-questions.xlsx"');
    const fromXlsx = await upload(token, game.id, xlsx.body, XLSX);
    expect(fromXlsx.body.data).toEqual(report({ created: 0, updated: 0, removed: 0 }));
    expect(contentOf(await getGame(app(), token, game.id))).toEqual(contentOf(afterCsv));
    expect(contentOf(afterCsv).slice(0, 3)).toEqual(contentOf(original).slice(0, 3));
  });

  it('replaces the question set: matched by key, reordered by rows, the missing archived', async () => {
    const { token, game } = await setUp();
    await upload(token, game.id, ARABIC_CSV, CSV);
    const before = await getGame(app(), token, game.id);
    const lines = ARABIC_CSV.split('\r\n');
    const answer = await upload(token, game.id, [lines[0], lines[3], lines[1]].join('\r\n'), CSV);
    expect(answer.body.data).toEqual(report({ created: 0, updated: 2, removed: 1 }));
    const after = await getGame(app(), token, game.id);
    expect(after.questions.map((question) => [question.key, question.order])).toEqual([
      ['q-ai', 0],
      ['q-mfa', 1],
    ]);
    expect(after.questions[0]?.id).toBe(before.questions[2]?.id);
    const archived = (await app().ctx.db.select().from(questions)).filter((question) => question.archivedAt);
    expect(archived.map((question) => question.key)).toEqual(['q-qr']);
  });
});

import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, QUESTION_FILE_COLUMNS, USER_FILE_MAX_ROWS, type AdminGame } from '@awarequest/contracts';
import {
  adminToken,
  createCategory,
  createGame,
  createQuestion,
  getGame,
  playerToken,
} from '../../test/authoring.fixtures.js';
import { expectError, type Answer } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import { deflatedRepeat, zipArchive } from '../../test/zip-archives.js';

const app = useTestApp();
const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = 1024 * 1024;

async function send(
  method: 'PUT' | 'POST',
  url: string,
  token: string,
  body: Buffer | string | Readable,
  type: string,
  language?: string,
) {
  const response = await app().inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': type,
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

const importUsers = (token: string, body: Buffer | string | Readable, type = XLSX, language?: string) =>
  send('POST', '/api/admin/users/import', token, body, type, language);

/** A workbook's sheet part that unpacks to `megabytes` of spaces (valid XML, worthless). */
const bombPart = (megabytes: number) =>
  deflatedRepeat('xl/worksheets/sheet1.xml', Buffer.alloc(MB, 0x20), megabytes);

/** Counts the calls of exceljs's workbook reader, to prove a refused file was never parsed. */
function spyOnWorkbookReader() {
  const reader = Object.getPrototypeOf(new ExcelJS.Workbook().xlsx) as {
    load: (...args: unknown[]) => unknown;
  };
  return vi.spyOn(reader, 'load');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('uploaded workbooks are checked before they are unpacked', () => {
  it('refuses a bomb whose headers say it unpacks past the limit, at once and without parsing it', async () => {
    const token = await adminToken(app());
    const archive = zipArchive([await bombPart(200)]);
    expect(archive.length).toBeLessThan(MB);
    const load = spyOnWorkbookReader();
    const started = performance.now();
    const answer = await importUsers(token, archive);
    expectError(answer, 422, 'FILE_TOO_LARGE_UNPACKED', 'The file is too large once unpacked (max 25 MB)');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(load).not.toHaveBeenCalled();
    // Listed with the file's other refusals on the import screens.
    expect(answer.body.errors).toEqual({ file: ['The file is too large once unpacked (max 25 MB)'] });
    const arabic = await importUsers(token, archive, XLSX, 'ar');
    expectError(
      arabic,
      422,
      'FILE_TOO_LARGE_UNPACKED',
      'حجم الملف كبير جدًا بعد فك ضغطه (الحد الأقصى ٢٥ ميغابايت)',
    );
  });

  it('refuses a bomb whose headers understate its size once the lie shows, without parsing it', async () => {
    const { token, game } = await questionGame();
    const liar = { ...(await bombPart(200)), declaredSize: 2000 };
    const load = spyOnWorkbookReader();
    const started = performance.now();
    const answer = await send(
      'PUT',
      `/api/admin/games/${game.id}/questions/file`,
      token,
      zipArchive([liar]),
      XLSX,
    );
    expectError(answer, 422, 'FILE_TOO_LARGE_UNPACKED');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(load).not.toHaveBeenCalled();
  });

  it('refuses a workbook with more rows than the import takes before parsing it', async () => {
    const token = await adminToken(app());
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('users');
    sheet.addRow(['name', 'email']);
    for (let index = 0; index <= USER_FILE_MAX_ROWS; index += 1)
      sheet.addRow([`Person`, `p${index}@corp.example`]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const load = spyOnWorkbookReader();
    const answer = await importUsers(token, file);
    expectError(answer, 422, 'FILE_TOO_MANY_ROWS', `The file has too many rows (max ${USER_FILE_MAX_ROWS})`);
    expect(load).not.toHaveBeenCalled();
  });

  it('stops reading a CSV past the row limit', async () => {
    const token = await adminToken(app());
    const csv = [
      'name,email',
      ...Array.from({ length: 200_000 }, (_, index) => `P,p${index}@x.example`),
    ].join('\n');
    const answer = await importUsers(token, csv, CSV);
    expectError(answer, 422, 'FILE_TOO_MANY_ROWS');
  });

  it('still imports an ordinary workbook', async () => {
    const token = await adminToken(app());
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('users').addRows([
      ['name', 'email'],
      ['Sara Ahmed', 'sara@corp.example'],
    ]);
    const load = spyOnWorkbookReader();
    const answer = await importUsers(token, Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(answer.statusCode, answer.text).toBe(200);
    expect(answer.body.data).toMatchObject({ created: 1 });
    // The spy sees the reader: its silence in the tests above means something.
    expect(load).toHaveBeenCalledOnce();
  });
});

describe('who may upload', () => {
  it('refuses a player and an anonymous caller before the body is read', async () => {
    const token = await playerToken(app());
    for (const caller of [token, '']) {
      let wasRead = false;
      const body = new Readable({
        read() {
          wasRead = true;
          this.push(null);
        },
      });
      const answer = await send('POST', '/api/admin/users/import', caller, body, XLSX);
      expect(answer.statusCode).toBe(caller ? 403 : 401);
      expect(wasRead).toBe(false);
    }
  });
});

describe('cells of an uploaded sheet', () => {
  it('refuses a control character in a cell, naming its row and column', async () => {
    const token = await adminToken(app());
    const answer = await importUsers(token, 'name,email\nSa\u0001ra,sara@corp.example', CSV);
    expectError(answer, 422, 'INVALID_CHARACTERS', ERRORS.INVALID_CHARACTERS.en);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['row 2 › name']);
  });
});

async function questionGame() {
  const token = await adminToken(app());
  await createCategory(app(), token, 'phishing');
  const game = await createGame(app(), token, 'quiz', ['phishing']);
  return { token, game };
}

describe('a question file with formula-like text', () => {
  it('is exported escaped, in CSV and Excel, and imports back unchanged', async () => {
    const { token, game } = await questionGame();
    await createQuestion(app(), token, game.id, 'q-formula', {
      text: { en: '=HYPERLINK("http://evil.example","Click")', ar: '-2+3 ما الناتج؟' },
      explanation: { en: "'=already quoted", ar: '@تنبيه' },
    });
    const before = await getGame(app(), token, game.id);
    for (const format of ['csv', 'xlsx'] as const) {
      const file = await app().inject({
        method: 'GET',
        url: `/api/admin/games/${game.id}/questions/file?format=${format}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(file.statusCode).toBe(200);
      const cells = await cellsOf(file.rawPayload, format);
      const text = cells[1]?.[QUESTION_FILE_COLUMNS.indexOf('text_en')];
      expect(text).toBe('\'=HYPERLINK("http://evil.example","Click")');
      expect(cells[1]?.[QUESTION_FILE_COLUMNS.indexOf('text_ar')]).toBe("'-2+3 ما الناتج؟");
      expect(cells[1]?.[QUESTION_FILE_COLUMNS.indexOf('explanation_en')]).toBe("''=already quoted");
      const answer = await send(
        'PUT',
        `/api/admin/games/${game.id}/questions/file`,
        token,
        file.rawPayload,
        format === 'csv' ? CSV : XLSX,
      );
      expect(answer.statusCode, answer.text).toBe(200);
      expect(contentOf(await getGame(app(), token, game.id))).toEqual(contentOf(before));
    }
  });
});

const contentOf = (game: AdminGame) => game.questions.map((question) => ({ ...question, id: 'any' }));

/** A downloaded file's cells as text: the CSV parsed, or the workbook's first sheet. */
async function cellsOf(body: Buffer, format: 'csv' | 'xlsx'): Promise<string[][]> {
  if (format === 'xlsx') {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(body).buffer);
    const rows: string[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      rows.push(QUESTION_FILE_COLUMNS.map((_, index) => row.getCell(index + 1).text));
    });
    return rows;
  }
  const { parse } = await import('csv-parse/sync');
  return parse(body.toString('utf8').replace(/^\uFEFF/, ''), { relax_column_count: true });
}

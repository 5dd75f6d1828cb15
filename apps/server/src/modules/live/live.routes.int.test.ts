import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  createdSessionSchema,
  envelopeSchema,
  sessionSummarySchema,
  type CreatedSession,
} from '@awarequest/contracts';
import type { App } from '../../app.js';
import { createUser, loginToken } from '../../test/accounts.fixtures.js';
import { createCategory, createGame } from '../../test/content.fixtures.js';
import { expectError, get, post } from '../../test/http.js';
import { createSession, useLiveApp } from './live.test-support.js';

const { live } = useLiveApp();

async function hostToken(app: App) {
  const user = await createUser(app);
  return loginToken(app, user.email);
}

function createdOf(answer: { statusCode: number; body: unknown; text: string }): CreatedSession {
  expect(answer.statusCode, answer.text).toBe(201);
  return envelopeSchema(createdSessionSchema).parse(answer.body).data;
}

describe('POST /api/live/sessions', () => {
  it('creates a session from a published interactive game, with a PIN and a host key', async () => {
    const { app } = live();
    const token = await hostToken(app);
    const { game } = await createGame(app, { questions: 4 });
    const created = createdOf(
      await post(app, '/api/live/sessions', {
        token,
        body: {
          source: { kind: 'game', game_id: game.id },
          settings: { points_per_question: 2000, late_join: false },
        },
      }),
    );
    expect(created.pin).toMatch(/^\d{6}$/);
    expect(created.host_key.length).toBeGreaterThanOrEqual(32);
    const summary = await get(app, `/api/live/sessions/${created.pin}`);
    expect(envelopeSchema(sessionSummarySchema).parse(summary.body).data).toEqual({
      pin: created.pin,
      title: game.name,
      phase: 'lobby',
      locked: false,
      late_join: false,
      questions_count: 4,
      players_count: 0,
    });
    // The host key is never stored as it is.
    const def = await app.live.store.definition(created.pin);
    expect(JSON.stringify(def)).not.toContain(created.host_key);
  });

  it('needs a signed-in user', async () => {
    const { app } = live();
    const { game } = await createGame(app);
    expectError(
      await post(app, '/api/live/sessions', { body: { source: { kind: 'game', game_id: game.id } } }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('fails with "Failed to create game session" for a game that cannot be played live', async () => {
    const { app } = live();
    const token = await hostToken(app);
    const unpublished = await createGame(app, { published: false });
    const webgl = await createGame(app, { type: 'webgl' });
    const empty = await createGame(app, { questions: [{ isArchived: true }] });
    const archived = await createGame(app, { isArchived: true });
    for (const id of [
      unpublished.game.id,
      webgl.game.id,
      empty.game.id,
      archived.game.id,
      crypto.randomUUID(),
    ])
      expectError(
        await post(app, '/api/live/sessions', { token, body: { source: { kind: 'game', game_id: id } } }),
        422,
        'SESSION_CREATE_FAILED',
        'Failed to create game session',
      );
    expectError(
      await post(app, '/api/live/sessions', {
        token,
        language: 'ar',
        body: { source: { kind: 'game', game_id: webgl.game.id } },
      }),
      422,
      'SESSION_CREATE_FAILED',
      'تعذر إنشاء جلسة اللعبة',
    );
  });

  it('checks its body', async () => {
    const { app } = live();
    const token = await hostToken(app);
    const answer = await post(app, '/api/live/sessions', {
      token,
      body: {
        source: { kind: 'categories', category_ids: [], questions_count: 0 },
        settings: { points_per_question: 500 },
      },
    });
    expectError(answer, 422, 'VALIDATION_FAILED');
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual([
      'settings.points_per_question',
      'source.category_ids',
      'source.questions_count',
    ]);
  });

  it("draws the questions of a player's game from the chosen categories' published games", async () => {
    const { app } = live();
    const token = await hostToken(app);
    const phishing = await createCategory(app, { name: { en: 'Phishing', ar: 'التصيد' } });
    const passwords = await createCategory(app, { name: { en: 'Passwords', ar: 'كلمات المرور' } });
    const other = await createCategory(app);
    const chosen = [
      await createGame(app, { categories: [phishing], questions: 3 }),
      await createGame(app, { categories: [passwords, phishing], questions: 2 }),
    ];
    await createGame(app, { categories: [phishing], questions: 3, published: false });
    await createGame(app, { categories: [other], questions: 3 });
    const allowed = new Set(chosen.flatMap((game) => game.questions.map((question) => question.id)));
    const body = (count: number) => ({
      source: { kind: 'categories', category_ids: [phishing.id, passwords.id], questions_count: count },
    });

    const four = createdOf(await post(app, '/api/live/sessions', { token, body: body(4) }));
    const def = await app.live.store.definition(four.pin);
    expect(def?.questions).toHaveLength(4);
    expect(def?.questions.every((question) => allowed.has(question.id))).toBe(true);
    expect(new Set(def?.questions.map((question) => question.id)).size).toBe(4);
    const summary = await get(app, `/api/live/sessions/${four.pin}`);
    expect(summary.body.data).toMatchObject({
      title: { en: 'Phishing · Passwords', ar: 'التصيد · كلمات المرور' },
    });

    const all = createdOf(await post(app, '/api/live/sessions', { token, body: body(50) }));
    expect((await app.live.store.definition(all.pin))?.questions).toHaveLength(5);

    expectError(
      await post(app, '/api/live/sessions', {
        token,
        body: { source: { kind: 'categories', category_ids: [crypto.randomUUID()], questions_count: 5 } },
      }),
      422,
      'SESSION_CREATE_FAILED',
    );
  });

  it('never gives two live sessions one PIN', async () => {
    const { app } = live();
    const token = await hostToken(app);
    const { game } = await createGame(app);
    const pins = [];
    for (let count = 0; count < 40; count++)
      pins.push(
        createdOf(
          await post(app, '/api/live/sessions', {
            token,
            body: { source: { kind: 'game', game_id: game.id } },
          }),
        ).pin,
      );
    expect(new Set(pins).size).toBe(pins.length);
  });
});

describe('GET /api/live/sessions/:pin', () => {
  it('answers an unknown PIN with "Game data not available", in both languages', async () => {
    const { app } = live();
    expectError(
      await get(app, '/api/live/sessions/123456'),
      404,
      'SESSION_NOT_FOUND',
      'Game data not available',
    );
    expectError(
      await get(app, '/api/live/sessions/123456', { language: 'ar' }),
      404,
      'SESSION_NOT_FOUND',
      'بيانات اللعبة غير متاحة',
    );
    expectError(await get(app, '/api/live/sessions/12'), 422, 'VALIDATION_FAILED');
  });
});

describe('GET /api/live/sessions/:pin/results', () => {
  /** A game played through the commands: Sara right, Omar wrong on question 1, then the host ends it. */
  async function playedSession() {
    const { app, clock } = live();
    const session = await createSession(app);
    const join = (nickname: string) =>
      app.live.join(
        session.pin,
        `id-${nickname}`,
        { pin: session.pin, nickname, avatar: 'cat', extended_time: false },
        null,
      );
    await join('Sara');
    await join('Omar');
    await app.live.host(session.pin, { type: 'start' });
    await clock.advance(3000);
    await clock.advance(4000);
    await app.live.answer(session.pin, 'id-Sara', { question_index: 0, choice_keys: ['a'] });
    await app.live.answer(session.pin, 'id-Omar', { question_index: 0, choice_keys: ['b'] });
    await clock.advance(100);
    await app.live.host(session.pin, { type: 'end' });
    return session;
  }

  const results = (app: App, pin: string, format: string, hostKey?: string, language = 'en') =>
    app.inject({
      method: 'GET',
      url: `/api/live/sessions/${pin}/results?format=${format}`,
      headers: { ...(hostKey ? { 'x-host-key': hostKey } : {}), 'accept-language': language },
    });

  it('gives the host the ranking and every answer as CSV', async () => {
    const { app } = live();
    const session = await playedSession();
    const response = await results(app, session.pin, 'csv', session.host_key);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="live-${session.pin}-results.csv"`,
    );
    const rows: string[][] = parse(response.rawPayload.toString('utf8'), { bom: true });
    expect(rows).toEqual([
      ['Rank', 'Nickname', 'Score', 'Correct', 'Wrong', 'Accuracy (%)', 'Q1', 'Q2', 'Q3'],
      ['1', 'Sara', '900', '1', '0', '100', 'a ✓', '', ''],
      ['2', 'Omar', '0', '0', '1', '0', 'b ✗', '', ''],
    ]);
  });

  it('gives it as an Excel workbook, in Arabic when asked', async () => {
    const { app } = live();
    const session = await playedSession();
    const response = await results(app, session.pin, 'xlsx', session.host_key, 'ar');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(response.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('الترتيب');
    // Headers are text, in Arabic digits; the cells stay numbers a spreadsheet can add up.
    expect(sheet?.getRow(1).getCell(7).value).toBe('س١');
    expect(sheet?.getRow(1).getCell(9).value).toBe('س٣');
    expect(sheet?.getRow(2).values).toEqual([undefined, 1, 'Sara', 900, 1, 0, 100, 'a ✓', '', '']);
  });

  it('writes a formula-like nickname as text, in CSV and in Excel', async () => {
    const { app } = live();
    const session = await createSession(app);
    // "-2-3" passes the nickname rule (a spreadsheet would compute -5); the other would reach
    // the file only past the socket's validation, which the file does not count on.
    const nicknames = ['-2-3', '=HYPERLINK("http://evil.example","x")'];
    for (const [index, nickname] of nicknames.entries()) {
      const payload = { pin: session.pin, nickname, avatar: 'cat' as const, extended_time: false };
      await app.live.join(session.pin, `id-${index}`, payload, null);
    }
    const escaped = ["'-2-3", '\'=HYPERLINK("http://evil.example","x")'];
    const csv = await results(app, session.pin, 'csv', session.host_key);
    const rows: string[][] = parse(csv.rawPayload.toString('utf8'), { bom: true });
    expect(
      rows
        .slice(1)
        .map((row) => row[1])
        .sort(),
    ).toEqual(escaped.sort());
    const xlsx = await results(app, session.pin, 'xlsx', session.host_key);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(xlsx.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    const cells = [2, 3].map((line) => sheet?.getRow(line).getCell(2).value);
    expect(cells.sort()).toEqual(escaped.sort());
  });

  it('refuses without the right host key', async () => {
    const { app } = live();
    const session = await createSession(app);
    for (const key of [undefined, 'wrong-key']) {
      const response = await results(app, session.pin, 'csv', key);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'INVALID_HOST_KEY' });
    }
    expect((await results(app, '999999', 'csv', session.host_key)).statusCode).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { ERRORS, RULE_MESSAGES } from '@awarequest/contracts';
import { adminToken, categoryBody, createCategory, createGame } from '../test/authoring.fixtures.js';
import { createUser, loginToken } from '../test/accounts.fixtures.js';
import { expectError, get, post, put, type Answer } from '../test/http.js';
import { useTestApp } from '../test/test-app.js';

const app = useTestApp();

const NUL = '\u0000';

/** The refusal of one field: 422, the code, and the field named in `errors`. */
function expectRefused(answer: Answer, field: string): void {
  expect(answer.statusCode, answer.text).toBe(422);
  expectError(answer, 422, 'INVALID_CHARACTERS', ERRORS.INVALID_CHARACTERS.en);
  expect(Object.keys(answer.body.errors ?? {})).toContain(field);
}

describe('text with control characters, in every kind of input', () => {
  it('refuses a NUL byte in the search query of the catalog, the games and the admin users list', async () => {
    const token = await adminToken(app());
    for (const url of ['/api/categories', '/api/games', '/api/admin/users']) {
      expectRefused(await get(app(), `${url}?q=phish%00ing`, { token }), 'q');
    }
  });

  it('refuses a NUL byte in a path parameter', async () => {
    const token = await adminToken(app());
    expectRefused(await get(app(), '/api/live/sessions/12%0034', { token }), 'pin');
  });

  it('refuses a NUL byte in a JSON body: a lookup, a category update, nested and in a key', async () => {
    const token = await adminToken(app());
    expectRefused(
      await post(app(), '/api/admin/lookups', {
        token,
        body: { list: 'department', value: `R${NUL}D`, name: { en: 'R&D', ar: 'البحث' }, sort_order: 1 },
      }),
      'value',
    );
    const category = await createCategory(app(), token, 'phishing');
    const update = await put(app(), `/api/admin/categories/${category.id}`, {
      token,
      body: categoryBody('phishing', { name: { en: `Phish${NUL}`, ar: 'التصيد' } }),
    });
    expectRefused(update, 'name.en');
    const withKey = await post(app(), '/api/admin/content/import', {
      token,
      body: { version: 1, categories: [], games: [], [`x${NUL}`]: 1 },
    });
    expectRefused(withKey, `x${NUL}`);
  });

  it('names the field in Arabic for an Arabic request', async () => {
    const user = await createUser(app());
    const answer = await put(app(), '/api/users/me', {
      token: await loginToken(app(), user.email),
      language: 'ar',
      body: { name: `سارة${NUL}` },
    });
    expectError(answer, 422, 'INVALID_CHARACTERS', ERRORS.INVALID_CHARACTERS.ar);
    expect(answer.body.errors?.name).toEqual([RULE_MESSAGES.ar.characters.replace('{field}', 'الاسم')]);
  });

  it('refuses other control characters, lone surrogates, noncharacters and bidi overrides', async () => {
    const token = await adminToken(app());
    for (const text of [
      'a\u0001b',
      'a\u007fb',
      'a\u0085b',
      'a\ud800b',
      'a\uffffb',
      'invoice\u202Efdp.exe',
      'a\u2067b',
    ]) {
      // JSON.stringify writes a lone surrogate as \ud800, as a client may send it.
      const answer = await post(app(), '/api/admin/lookups', {
        token,
        body: JSON.stringify({ list: 'department', value: text, name: { en: 'x', ar: 'س' }, sort_order: 1 }),
        headers: { 'content-type': 'application/json' },
      });
      expectRefused(answer, 'value');
    }
  });

  it('keeps tabs and line breaks in a multi-line text, and the marks Arabic text needs', async () => {
    const token = await adminToken(app());
    const category = await createCategory(app(), token, 'phishing', {
      description: { en: 'Line one\r\nLine two\tend', ar: 'اتصل على \u200E+1-888 الآن' },
    });
    expect(category.description).toEqual({
      en: 'Line one\r\nLine two\tend',
      ar: 'اتصل على \u200E+1-888 الآن',
    });
    const games = await get(app(), '/api/admin/games', { token });
    expect(games.statusCode).toBe(200);
    await createGame(app(), token, 'mail', ['phishing'], { description: { en: 'a\nb', ar: 'أ\nب' } });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { errorEnvelopeSchema } from '@awarequest/contracts';
import { createAdmin, createUser, GOOD_PASSWORD, loginToken } from '../test/accounts.fixtures.js';
import { call, expectError, get, post, put, type Answer } from '../test/http.js';
import { useTestApp, withExtraApp } from '../test/test-app.js';

const INTERNAL_ERROR = {
  status: false,
  code: 'INTERNAL_ERROR',
  message: 'Internal server error. Please try again later',
};
const app = useTestApp();

/** The error envelope and nothing else: `{ status: false, code, message, errors? }`. */
function expectEnvelope(answer: Answer, statusCode: number, code: string) {
  expect(answer.statusCode, answer.text).toBe(statusCode);
  expect(errorEnvelopeSchema.strict().parse(answer.body).code).toBe(code);
  expect(answer.headers['x-request-id']).toBeTruthy();
}

describe('the error envelope', () => {
  it('answers every error status in the same envelope, with a request id', async () => {
    const player = await createUser(app());
    const playerToken = await loginToken(app(), player.email);
    expectEnvelope(await get(app(), '/api/users/me'), 401, 'UNAUTHORIZED');
    expectEnvelope(
      await put(app(), '/api/settings/theme', { token: playerToken, body: {} }),
      403,
      'FORBIDDEN',
    );
    expectEnvelope(await get(app(), '/api/nothing-here'), 404, 'NOT_FOUND');
    expectEnvelope(await post(app(), '/api/login', { body: {} }), 422, 'VALIDATION_FAILED');
    await post(app(), '/api/sendEmailVerification', { body: { email: 'twice@example.com' } });
    expectEnvelope(
      await post(app(), '/api/sendEmailVerification', { body: { email: 'twice@example.com' } }),
      429,
      'RATE_LIMITED',
    );
  });

  it('answers 404 NOT_FOUND for an unknown /api route, in English and Arabic', async () => {
    const english = await get(app(), '/api/does-not-exist');
    expect(english.statusCode).toBe(404);
    expect(english.body).toEqual({
      status: false,
      code: 'NOT_FOUND',
      message: 'The requested resource was not found',
    });
    const arabic = await post(app(), '/api/does/not/exist', { language: 'ar', body: {} });
    expect(arabic.statusCode).toBe(404);
    expect(arabic.body).toEqual({
      status: false,
      code: 'NOT_FOUND',
      message: 'لم يتم العثور على المورد المطلوب',
    });
    expectError(await get(app(), '/api/login'), 404, 'NOT_FOUND');
  });

  it('answers the envelope 404 for a URL the router refuses (an over-long parameter, a broken escape)', async () => {
    const token = await loginToken(app(), (await createUser(app())).email);
    expectEnvelope(await get(app(), `/api/games/${'x'.repeat(101)}`, { token }), 404, 'NOT_FOUND');
    const broken = await get(app(), '/api/games/%E0%A4%A', { token, language: 'ar' });
    expectEnvelope(broken, 404, 'NOT_FOUND');
    expect(broken.body.message).toBe('لم يتم العثور على المورد المطلوب');
  });

  it('answers in English when Accept-Language names a language it does not speak', async () => {
    for (const language of ['fr', 'de-DE, fr;q=0.8', '*']) {
      const answer = await get(app(), '/api/users/me', { language });
      expect(answer.body.message, language).toBe(
        'Unauthorized access. Your session has expired. Please login again.',
      );
    }
  });

  it('answers 422 for malformed JSON and for an empty JSON body', async () => {
    const malformed = await call(app(), 'POST', '/api/login', {
      body: '{"email": "a@example.com", ',
      headers: { 'content-type': 'application/json' },
    });
    expectEnvelope(malformed, 422, 'VALIDATION_FAILED');
    expect(malformed.body.message).toBe('Validation failed. Please check your input');
    const empty = await call(app(), 'POST', '/api/login', {
      body: '',
      headers: { 'content-type': 'application/json' },
    });
    expectEnvelope(empty, 422, 'VALIDATION_FAILED');
  });

  it('answers 413 PAYLOAD_TOO_LARGE for a body over BODY_LIMIT_BYTES', async () => {
    const user = await createUser(app());
    await withExtraApp(app(), { env: { BODY_LIMIT_BYTES: '2048' } }, async (small) => {
      const tooLarge = { email: user.email, password: GOOD_PASSWORD, padding: 'x'.repeat(3000) };
      const english = await post(small, '/api/login', { body: tooLarge });
      expectEnvelope(english, 413, 'PAYLOAD_TOO_LARGE');
      expect(english.body.message).toBe('The request is too large');
      const arabic = await post(small, '/api/login', { body: tooLarge, language: 'ar' });
      expect(arabic.body).toEqual({
        status: false,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'حجم الطلب كبير جدًا',
      });
      const fits = await post(small, '/api/login', {
        body: { email: user.email, password: GOOD_PASSWORD, padding: 'x'.repeat(1000) },
      });
      expect(fits.statusCode).toBe(200);
    });
  });

  it('answers 500 INTERNAL_ERROR for an unexpected error, without its details', async () => {
    const secretDetail = 'connection to db.internal:5432 failed for user hunter2';
    await withExtraApp(
      app(),
      {
        beforeReady: (extra) =>
          extra.get('/api/test/boom', () => {
            throw new Error(secretDetail);
          }),
      },
      async (extra) => {
        const english = await get(extra, '/api/test/boom');
        expect(english.statusCode).toBe(500);
        expect(english.body).toEqual(INTERNAL_ERROR);
        expect(english.headers['x-request-id']).toBeTruthy();
        for (const leak of ['hunter2', 'db.internal', 'stack', 'Error:', '.ts:'])
          expect(english.text).not.toContain(leak);
        const arabic = await get(extra, '/api/test/boom', { language: 'ar' });
        expect(arabic.body).toEqual({
          ...INTERNAL_ERROR,
          message: 'خطأ داخلي في الخادم. يرجى المحاولة لاحقًا',
        });
      },
    );
  });

  it('answers 500 INTERNAL_ERROR when a real call fails underneath', async () => {
    const user = await createUser(app());
    const create = vi
      .spyOn(app().ctx.sessions, 'create')
      .mockRejectedValueOnce(new Error('deadlock detected'));
    const answer = await post(app(), '/api/login', { body: { email: user.email, password: GOOD_PASSWORD } });
    expect(create).toHaveBeenCalledOnce();
    expect(answer.statusCode).toBe(500);
    expect(answer.body).toEqual(INTERNAL_ERROR);
    expect(answer.text).not.toContain('deadlock');
  });
});

describe('success answers and request ids', () => {
  it('answers status:true on every successful read', async () => {
    const admin = await createAdmin(app());
    const token = await loginToken(app(), admin.email);
    for (const url of [
      '/api/health/live',
      '/api/health/ready',
      '/api/settings/theme',
      '/api/settings/auth',
      '/api/auth/settings',
      '/api/auth/config',
      '/api/config/auth',
      '/api/users/me',
    ]) {
      const answer = await get(app(), url, { token });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body.status, url).toBe(true);
      expect(answer.body, url).toHaveProperty('data');
      expect(answer.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('gives every request its own id, and keeps one the caller sent', async () => {
    const first = await get(app(), '/api/health/live');
    const second = await get(app(), '/api/health/live');
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    const traced = await get(app(), '/api/nothing-here', { headers: { 'x-request-id': 'trace-123' } });
    expect(traced.headers['x-request-id']).toBe('trace-123');
  });
});

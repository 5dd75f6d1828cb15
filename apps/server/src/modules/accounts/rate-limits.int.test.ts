import { describe, expect, it } from 'vitest';
import { createUser, GOOD_PASSWORD, sessionRows } from '../../test/accounts.fixtures.js';
import { expectError, post, type Answer } from '../../test/http.js';
import { useTestApp, withExtraApp } from '../../test/test-app.js';
import { LOGIN_FREE_FAILURES, loginDelayMs } from './login-throttle.js';
import { issueOneTimeToken } from './one-time-tokens.service.js';

const app = useTestApp();

const login = (email: string, password: string, ip?: string) =>
  post(app(), '/api/login', { body: { email, password }, ...(ip ? { ip } : {}) });

function expectRateLimited(answer: Answer, minutes: number) {
  expectError(answer, 429, 'RATE_LIMITED', `Too many attempts. Please try again in ${minutes} minute(s).`);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan((minutes - 1) * 60);
  expect(retryAfter).toBeLessThanOrEqual(minutes * 60);
}

describe('login, per account and address', () => {
  it("refuses a client after 5 failures of one account: 429 with retry-after, that client's right password too", async () => {
    const user = await createUser(app());
    for (let failure = 1; failure <= 5; failure++) {
      expectError(await login(user.email, 'Wrong1234', '10.0.0.1'), 401, 'INVALID_CREDENTIALS');
    }
    expectRateLimited(await login(user.email, GOOD_PASSWORD, '10.0.0.1'), 15);
    expectError(
      await post(app(), '/api/login', {
        body: { email: user.email, password: GOOD_PASSWORD },
        ip: '10.0.0.1',
        language: 'ar',
      }),
      429,
      'RATE_LIMITED',
      'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد ١٥ دقيقة.',
    );
    const other = await createUser(app());
    expect((await login(other.email, GOOD_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
  });

  it("lets the owner in from another address after a stranger's failures", async () => {
    const user = await createUser(app());
    for (let failure = 1; failure <= 6; failure++) await login(user.email, 'Wrong1234', '10.0.0.66');
    expect((await login(user.email, 'Wrong1234', '10.0.0.66')).statusCode).toBe(429);
    const owner = await login(user.email, GOOD_PASSWORD, '10.0.0.7');
    expect(owner.statusCode, owner.text).toBe(200);
  });

  it('slows an account attacked from many addresses down instead of locking it: the owner still gets in', async () => {
    const user = await createUser(app());
    const free = LOGIN_FREE_FAILURES + 2;
    for (let failure = 0; failure < free; failure++) {
      expect((await login(user.email, 'Wrong1234', `10.0.8.${failure % 4}`)).statusCode).toBe(401);
    }
    const startedAt = performance.now();
    const owner = await login(user.email, GOOD_PASSWORD, '10.0.9.1');
    expect(owner.statusCode, owner.text).toBe(200);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(loginDelayMs(free) - 50);
  });

  it('refuses an unknown email the same way, so the refusal does not tell who has an account', async () => {
    const user = await createUser(app());
    for (let failure = 1; failure <= 5; failure++) {
      await login(user.email, 'Wrong1234');
      await login('nobody@example.com', 'Wrong1234');
    }
    const known = await login(user.email, 'Wrong1234');
    const unknown = await login('nobody@example.com', 'Wrong1234');
    expect(known.statusCode).toBe(429);
    expect({ status: unknown.statusCode, body: unknown.body }).toEqual({
      status: known.statusCode,
      body: known.body,
    });
  });

  it('counts guesses that arrive at once: 9 at once get 5 checks, and the right password after them no session', async () => {
    const user = await createUser(app());
    // All at once: each reserves its failure before its password is checked, so no more than the
    // client's 5 are checked, in whatever order the server takes them.
    const guesses = Array.from({ length: 9 }, (_, index) => `Wrong${index}abc`);
    const answers = await Promise.all(guesses.map((guess) => login(user.email, guess, '10.0.1.1')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    expect((await login(user.email, GOOD_PASSWORD, '10.0.1.1')).statusCode).toBe(429);
    expect(await sessionRows(app(), user.id)).toEqual([]);
  });

  it("forgets the client's failures after a successful login", async () => {
    const user = await createUser(app());
    for (let round = 1; round <= 2; round++) {
      for (let failure = 1; failure <= 4; failure++) await login(user.email, 'Wrong1234');
      expect((await login(user.email, GOOD_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('is off with RATE_LIMITS=false', async () => {
    const user = await createUser(app());
    await withExtraApp(app(), { env: { RATE_LIMITS: 'false' } }, async (unlimited) => {
      for (let failure = 1; failure <= 6; failure++) {
        const answer = await post(unlimited, '/api/login', {
          body: { email: user.email, password: 'Wrong1234' },
        });
        expect(answer.statusCode).toBe(401);
      }
      const answer = await post(unlimited, '/api/login', {
        body: { email: user.email, password: GOOD_PASSWORD },
      });
      expect(answer.statusCode).toBe(200);
    });
  });
});

describe('login, per IP', () => {
  it('does not count successful logins against the address', async () => {
    const user = await createUser(app());
    for (let index = 1; index <= 25; index++) {
      expect((await login(user.email, GOOD_PASSWORD, '10.0.2.9')).statusCode).toBe(200);
    }
  });

  it('allows 20 failed logins from one address in 15 minutes, then 429 even for a good account', async () => {
    const user = await createUser(app());
    for (let index = 1; index <= 20; index++) {
      expectError(
        await login(`guess-${index}@example.com`, 'Wrong1234', '10.0.2.1'),
        401,
        'INVALID_CREDENTIALS',
      );
    }
    expectRateLimited(await login(user.email, GOOD_PASSWORD, '10.0.2.1'), 15);
    expect((await login(user.email, GOOD_PASSWORD, '10.0.2.2')).statusCode).toBe(200);
  });
});

describe('sending codes', () => {
  const send = (email: string, ip?: string) =>
    post(app(), '/api/sendEmailVerification', { body: { email }, ...(ip ? { ip } : {}) });

  it('keeps 60 seconds between two codes to one address', async () => {
    expect((await send('gap@example.com')).statusCode).toBe(200);
    const again = await send('gap@example.com');
    expectRateLimited(again, 1);
    expect(app().ctx.mailer.outbox('gap@example.com')).toHaveLength(1);
    expectRateLimited(await post(app(), '/api/forget-password', { body: { email: 'gap@example.com' } }), 1);
    expect((await send('other@example.com')).statusCode).toBe(200);
  });

  it('sends at most 5 codes to one address in an hour', async () => {
    for (let index = 1; index <= 5; index++) {
      expect((await send('often@example.com', `10.0.3.${index}`)).statusCode).toBe(200);
      await app().ctx.rateLimits.reset('codeResendGapPerEmail', 'often@example.com'); // a minute passes
    }
    expectRateLimited(await send('often@example.com', '10.0.3.9'), 60);
  });

  it('sends at most 10 codes from one address in an hour', async () => {
    for (let index = 1; index <= 10; index++) {
      expect((await send(`ip-${index}@example.com`, '10.0.4.1')).statusCode).toBe(200);
    }
    expectRateLimited(await send('ip-11@example.com', '10.0.4.1'), 60);
    expect((await send('ip-11@example.com', '10.0.4.2')).statusCode).toBe(200);
  });
});

describe('checking codes and one-time tokens, per IP', () => {
  it('allows 30 checks from one address in 15 minutes, then 429 on every call that checks one', async () => {
    const check = (ip: string) =>
      post(app(), '/api/VerfiyMail', { body: { email: 'any@example.com', code: '123456' }, ip });
    for (let index = 1; index <= 30; index++) expectError(await check('10.0.5.1'), 422, 'CODE_EXPIRED');
    expectRateLimited(await check('10.0.5.1'), 15);

    const user = await createUser(app(), { password: null });
    const state = await issueOneTimeToken(app().ctx.db, app().ctx.secret, 'sso', user.id);
    expectRateLimited(await post(app(), '/api/sso/login', { body: { state }, ip: '10.0.5.1' }), 15);
    expectRateLimited(
      await post(app(), '/api/reset-password', {
        body: {
          email: user.email,
          code: '123456',
          password: 'NewPass123',
          password_confirmation: 'NewPass123',
        },
        ip: '10.0.5.1',
      }),
      15,
    );
    expectError(await check('10.0.5.2'), 422, 'CODE_EXPIRED');
    expect((await post(app(), '/api/sso/login', { body: { state }, ip: '10.0.5.2' })).statusCode).toBe(200);
  });
});

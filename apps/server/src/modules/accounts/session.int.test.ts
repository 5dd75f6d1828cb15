import { describe, expect, it } from 'vitest';
import { userSchema } from '@awarequest/contracts';
import { useTestApp } from '../../test/test-app.js';
import { createUser, GOOD_PASSWORD, loginToken, sessionRows } from '../../test/accounts.fixtures.js';
import { authResultOf, expectError, get, post } from '../../test/http.js';

const UNAUTHORIZED = 'Unauthorized access. Your session has expired. Please login again.';
const app = useTestApp();

describe('POST /login', () => {
  it('answers data.user and data.token for the right password', async () => {
    const user = await createUser(app(), { email: 'ana@example.com' });
    const response = await app().inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'ANA@example.com', password: GOOD_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: true,
      message: 'successfully logged in',
      data: { user: { id: user.id } },
    });
    expect(body.data.token).toMatch(/^ey/);
    expect(body.data.user).not.toHaveProperty('password_hash');
  });

  it('opens a session row for the token and says so in Arabic', async () => {
    const user = await createUser(app());
    const answer = await post(app(), '/api/login', {
      body: { email: user.email, password: GOOD_PASSWORD },
      language: 'ar',
      headers: { 'user-agent': 'vitest-agent' },
    });
    const result = authResultOf(answer);
    expect(answer.body.message).toBe('تم تسجيل الدخول بنجاح');
    expect(result.user).toMatchObject({ id: user.id, email: user.email, role: 'player', has_password: true });
    const rows = await sessionRows(app(), user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ revokedAt: null, userAgent: 'vitest-agent', ip: '127.0.0.1' });
    const daysLeft = (rows[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(6.99);
    expect(daysLeft).toBeLessThanOrEqual(7);
  });

  it('answers an unknown email exactly as a wrong password', async () => {
    const user = await createUser(app());
    const wrongPassword = await post(app(), '/api/login', {
      body: { email: user.email, password: 'Wrong1234' },
    });
    const unknownEmail = await post(app(), '/api/login', {
      body: { email: 'nobody@example.com', password: 'Wrong1234' },
    });
    expectError(wrongPassword, 401, 'INVALID_CREDENTIALS', 'The email or password is incorrect');
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(await sessionRows(app(), user.id)).toEqual([]);
  });

  it('refuses an account that has no password yet, like a wrong password', async () => {
    const user = await createUser(app(), { password: null });
    expectError(
      await post(app(), '/api/login', { body: { email: user.email, password: GOOD_PASSWORD } }),
      401,
      'INVALID_CREDENTIALS',
      'The email or password is incorrect',
    );
  });

  it('refuses a deactivated account with 403', async () => {
    const user = await createUser(app(), { isActive: false });
    expectError(
      await post(app(), '/api/login', { body: { email: user.email, password: GOOD_PASSWORD } }),
      403,
      'ACCOUNT_DISABLED',
      'This account has been deactivated. Please contact your administrator.',
    );
  });
});

describe('POST /logout', () => {
  it('revokes the token: it then answers 401, while another session of the user lives on', async () => {
    const user = await createUser(app());
    const token = await loginToken(app(), user.email);
    const otherToken = await loginToken(app(), user.email);
    expect((await get(app(), '/api/users/me', { token })).statusCode).toBe(200);

    const answer = await post(app(), '/api/logout', { token });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({ status: true, message: 'You have been logged out', data: null });

    expectError(await get(app(), '/api/users/me', { token }), 401, 'UNAUTHORIZED', UNAUTHORIZED);
    expectError(await post(app(), '/api/logout', { token }), 401, 'UNAUTHORIZED', UNAUTHORIZED);
    expect((await get(app(), '/api/users/me', { token: otherToken })).statusCode).toBe(200);
    const rows = await sessionRows(app(), user.id);
    expect(rows.filter((row) => row.revokedAt !== null)).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    expectError(await post(app(), '/api/logout'), 401, 'UNAUTHORIZED', UNAUTHORIZED);
  });
});

describe('GET /users/me', () => {
  it('answers the caller as the contracts define a user, without the password hash', async () => {
    const user = await createUser(app(), { name: 'Mona Ali', phone: '0501234567', height: 170 });
    const token = await loginToken(app(), user.email);
    const answer = await get(app(), '/api/users/me', { token });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.status).toBe(true);
    const me = userSchema.strict().parse(answer.body.data);
    expect(me).toMatchObject({
      id: user.id,
      name: 'Mona Ali',
      phone: '0501234567',
      height: 170,
      has_password: true,
    });
    expect(answer.text).not.toContain('$argon2');
  });

  it('answers 401 without a token, in Arabic when asked', async () => {
    expectError(
      await get(app(), '/api/users/me', { language: 'ar' }),
      401,
      'UNAUTHORIZED',
      'دخول غير مصرح به. انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
    );
  });
});

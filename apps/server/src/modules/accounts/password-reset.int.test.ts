import { describe, expect, it } from 'vitest';
import {
  codeRows,
  createUser,
  GOOD_PASSWORD,
  lastMailedCode,
  loginToken,
  requestCode,
  wrongCode,
} from '../../test/accounts.fixtures.js';
import { expectError, get, post } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import { findUserByEmail } from './users.repository.js';

const NEW_PASSWORD = 'Fresh2024x';
const CODE_SENT = {
  status: true,
  message: 'If the address can receive mail, a 6-digit code is on its way',
  data: null,
};
const app = useTestApp();

const resetBody = (email: string, code: string, password = NEW_PASSWORD) => ({
  email,
  code,
  password,
  password_confirmation: password,
});
const login = (email: string, password: string) => post(app(), '/api/login', { body: { email, password } });

describe('POST /forget-password', () => {
  it('mails a reset code to an existing account', async () => {
    const user = await createUser(app());
    const answer = await post(app(), '/api/forget-password', { body: { email: user.email } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual(CODE_SENT);
    const code = lastMailedCode(app(), user.email);
    expect(app().ctx.mailer.outbox(user.email)[0]?.subject).toBe(
      `Your AwareQuest password reset code: ${code}`,
    );
    expect(await codeRows(app(), user.email, 'reset')).toHaveLength(1);
  });

  it('answers alike for an unknown address, and mails nothing', async () => {
    const answer = await post(app(), '/api/forget-password', { body: { email: 'nobody@example.com' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual(CODE_SENT);
    expect(app().ctx.mailer.outbox('nobody@example.com')).toEqual([]);
    // A row is written as for an account (the same work), but void: no code can reset anything.
    const rows = await codeRows(app(), 'nobody@example.com', 'reset');
    expect(rows.map((row) => row.consumedAt)).toEqual([expect.any(Date)]);
  });
});

describe('POST /reset-password', () => {
  it('sets the new password and revokes every session of the account', async () => {
    const user = await createUser(app());
    const tokens = [await loginToken(app(), user.email), await loginToken(app(), user.email)];
    for (const token of tokens) expect((await get(app(), '/api/users/me', { token })).statusCode).toBe(200);

    const code = await requestCode(app(), user.email, 'reset');
    const answer = await post(app(), '/api/reset-password', { body: resetBody(user.email, code) });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({
      status: true,
      message: 'Your password has been changed. Please login again.',
      data: null,
    });

    for (const token of tokens)
      expectError(await get(app(), '/api/users/me', { token }), 401, 'UNAUTHORIZED');
    expectError(await login(user.email, GOOD_PASSWORD), 401, 'INVALID_CREDENTIALS');
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('uses the code once', async () => {
    const user = await createUser(app());
    const code = await requestCode(app(), user.email, 'reset');
    expect((await post(app(), '/api/reset-password', { body: resetBody(user.email, code) })).statusCode).toBe(
      200,
    );
    const again = await post(app(), '/api/reset-password', {
      body: resetBody(user.email, code, 'Another9x'),
    });
    expectError(again, 422, 'CODE_EXPIRED', 'The code has expired. Please request a new one.');
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works after the code was checked with POST /VerfiyMail', async () => {
    const user = await createUser(app());
    const code = await requestCode(app(), user.email, 'reset');
    const checked = await post(app(), '/api/VerfiyMail', {
      body: { email: user.email, code, purpose: 'reset' },
    });
    expect(checked.statusCode).toBe(200);
    expect((await post(app(), '/api/reset-password', { body: resetBody(user.email, code) })).statusCode).toBe(
      200,
    );
  });

  it('refuses a wrong code and keeps the old password', async () => {
    const user = await createUser(app());
    const token = await loginToken(app(), user.email);
    const code = await requestCode(app(), user.email, 'reset');
    const answer = await post(app(), '/api/reset-password', { body: resetBody(user.email, wrongCode(code)) });
    expectError(answer, 422, 'INVALID_CODE', 'The code is incorrect');
    expect(answer.body.errors).toEqual({ code: ['The code is incorrect'] });
    expect((await get(app(), '/api/users/me', { token })).statusCode).toBe(200);
    expect((await login(user.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a sign-up code', async () => {
    const code = await requestCode(app(), 'someone@example.com', 'verify');
    await createUser(app(), { email: 'someone@example.com' });
    const answer = await post(app(), '/api/reset-password', { body: resetBody('someone@example.com', code) });
    expectError(answer, 422, 'CODE_EXPIRED');
  });

  it('lifts a login lock, and proves an unverified address', async () => {
    const user = await createUser(app(), { emailVerifiedAt: null });
    for (let failure = 1; failure <= 5; failure++) await login(user.email, 'Wrong1234');
    expectError(await login(user.email, GOOD_PASSWORD), 429, 'RATE_LIMITED');

    const code = await requestCode(app(), user.email, 'reset');
    expect((await post(app(), '/api/reset-password', { body: resetBody(user.email, code) })).statusCode).toBe(
      200,
    );
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await findUserByEmail(app().ctx.db, user.email))?.emailVerifiedAt).not.toBeNull();
  });

  it('checks the new password against the password rule and the confirmation', async () => {
    const user = await createUser(app());
    const code = await requestCode(app(), user.email, 'reset');
    const weak = await post(app(), '/api/reset-password', {
      body: { email: user.email, code, password: 'weak', password_confirmation: 'other' },
    });
    expectError(weak, 422, 'VALIDATION_FAILED');
    expect(weak.body.errors).toEqual({
      password: [
        'Password must be 7-20 characters and contain at least one number, one uppercase and one lowercase letter',
      ],
      password_confirmation: ['Passwords do not match'],
    });
    const mismatch = await post(app(), '/api/reset-password', {
      body: { email: user.email, code, password: NEW_PASSWORD, password_confirmation: 'Fresh2024y' },
    });
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['Passwords do not match'] });
    expect((await login(user.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });
});

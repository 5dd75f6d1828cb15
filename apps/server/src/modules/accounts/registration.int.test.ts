import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { verifyPassword } from '../../lib/crypto.js';
import {
  codeRows,
  createUser,
  GOOD_PASSWORD,
  lastMailedCode,
  registrationBody,
  verifyEmail,
} from '../../test/accounts.fixtures.js';
import { authResultOf, expectError, get, post } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import { findUserByEmail } from './users.repository.js';

const CODE_SENT = {
  status: true,
  message: 'If the address can receive mail, a 6-digit code is on its way',
  data: null,
};
const app = useTestApp();

describe('POST /sendEmailVerification', () => {
  it('mails a 6-digit code to a new address and keeps only its hash', async () => {
    const answer = await post(app(), '/api/sendEmailVerification', { body: { email: ' Sara@Example.COM ' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual(CODE_SENT);

    const mails = app().ctx.mailer.outbox('sara@example.com');
    expect(mails).toHaveLength(1);
    const code = lastMailedCode(app(), 'sara@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect(mails[0]?.subject).toBe(`Your AwareQuest verification code: ${code}`);
    expect(mails[0]?.text).toContain(`Your verification code is ${code}. It expires in 15 minutes.`);

    const rows = await codeRows(app(), 'sara@example.com', 'verify');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).not.toContain(code);
    expect(rows[0]).toMatchObject({ attempts: 0, verifiedAt: null, consumedAt: null });
  });

  it('mails in Arabic when asked', async () => {
    await post(app(), '/api/sendEmailVerification', { body: { email: 'omar@example.com' }, language: 'ar' });
    const code = lastMailedCode(app(), 'omar@example.com');
    expect(app().ctx.mailer.outbox('omar@example.com')[0]?.subject).toBe(
      `رمز التحقق الخاص بك في AwareQuest: ${code}`,
    );
  });

  it('answers alike for an existing account, which gets a different mail and no code', async () => {
    const user = await createUser(app(), { email: 'taken@example.com' });
    const answer = await post(app(), '/api/sendEmailVerification', { body: { email: user.email } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual(CODE_SENT);

    const mails = app().ctx.mailer.outbox(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('You already have an AwareQuest account');
    expect(`${mails[0]?.subject} ${mails[0]?.text}`).not.toMatch(/\d{6}/);
    // A row is written as for a new address (the same work), but void: no code can verify it.
    const rows = await codeRows(app(), user.email, 'verify');
    expect(rows.map((row) => row.consumedAt)).toEqual([expect.any(Date)]);
  });
});

describe('POST /users', () => {
  it('refuses an address that was not verified, and creates nothing', async () => {
    await post(app(), '/api/sendEmailVerification', { body: { email: 'new@example.com' } });
    const answer = await post(app(), '/api/users', { body: registrationBody('new@example.com') });
    expectError(answer, 422, 'EMAIL_NOT_VERIFIED', 'Please verify your email address first');
    expect(answer.body.errors).toEqual({ email: ['Please verify your email address first'] });
    expect(await findUserByEmail(app().ctx.db, 'new@example.com')).toBeUndefined();
  });

  it('creates the account of a verified address: 201 with data.user and data.token', async () => {
    await verifyEmail(app(), 'new@example.com');
    const answer = await post(app(), '/api/users', {
      body: registrationBody('New@Example.com', {
        account_type: 'team',
        gender: 'FEMALE',
        departments: ['IT', 'Security'],
        company: 'Acme',
      }),
    });
    const result = authResultOf(answer, 201);
    expect(answer.body.message).toBe('Your account has been created');
    expect(result.user).toMatchObject({
      name: 'Sara Ahmed',
      email: 'new@example.com',
      role: 'player',
      account_type: 'team',
      gender: 'FEMALE',
      departments: ['IT', 'Security'],
      company: 'Acme',
      has_password: true,
    });
    expect(result.user.email_verified_at).not.toBeNull();

    const me = await get(app(), '/api/users/me', { token: result.token });
    expect(me.body.data).toMatchObject({ id: result.user.id });
    const row = await findUserByEmail(app().ctx.db, 'new@example.com');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash!, GOOD_PASSWORD)).toBe(true);
  });

  it("tells only the address's proven owner that it already has an account: 422 EMAIL_TAKEN", async () => {
    await verifyEmail(app(), 'taken@example.com');
    await createUser(app(), { email: 'taken@example.com' }); // e.g. an admin invited them meanwhile
    const answer = await post(app(), '/api/users', {
      body: registrationBody('taken@example.com'),
      language: 'ar',
    });
    expectError(answer, 422, 'EMAIL_TAKEN', 'يوجد حساب بهذا البريد الإلكتروني بالفعل');
    expect(answer.body.errors).toEqual({ email: ['يوجد حساب بهذا البريد الإلكتروني بالفعل'] });
    const en = await post(app(), '/api/users', { body: registrationBody('taken@example.com') });
    expectError(en, 422, 'EMAIL_TAKEN', 'An account with this email already exists');
  });

  it('uses a verification once', async () => {
    await verifyEmail(app(), 'once@example.com');
    authResultOf(await post(app(), '/api/users', { body: registrationBody('once@example.com') }), 201);
    const [code] = await codeRows(app(), 'once@example.com', 'verify');
    expect(code?.consumedAt).not.toBeNull();

    // Without the account, the same verification still does not let a second one in.
    await app().ctx.db.delete(users).where(eq(users.email, 'once@example.com'));
    const again = await post(app(), '/api/users', { body: registrationBody('once@example.com') });
    expectError(again, 422, 'EMAIL_NOT_VERIFIED');
  });

  it('does not accept the verification of another address', async () => {
    await verifyEmail(app(), 'first@example.com');
    expectError(
      await post(app(), '/api/users', { body: registrationBody('second@example.com') }),
      422,
      'EMAIL_NOT_VERIFIED',
    );
  });
});

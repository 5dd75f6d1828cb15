import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normalizeDigits } from '@awarequest/contracts';
import { emailCodes } from '../../db/schema.js';
import { codeRows, createUser, requestCode, wrongCode } from '../../test/accounts.fixtures.js';
import { expectError, post } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';

const EMAIL = 'code@example.com';
const INVALID_CODE = 'The code is incorrect';
const CODE_EXPIRED = 'The code has expired. Please request a new one.';
const ATTEMPTS_EXCEEDED = 'Too many incorrect codes. Please request a new code.';
const app = useTestApp();

const check = (body: Record<string, string>, language?: string) =>
  post(app(), '/api/VerfiyMail', { body: { email: EMAIL, ...body }, ...(language ? { language } : {}) });

/** '123456' written with Arabic-Indic digits. */
const toArabicIndic = (digits: string) =>
  digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

describe('POST /VerfiyMail, purpose verify', () => {
  it('verifies the address with the mailed code', async () => {
    const code = await requestCode(app(), EMAIL);
    const answer = await check({ code });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({
      status: true,
      message: 'Your email address is verified',
      data: { verified: true },
    });
    const [row] = await codeRows(app(), EMAIL, 'verify');
    expect(row?.verifiedAt).not.toBeNull();
    expect(row?.attempts).toBe(0);
  });

  it('accepts the code typed with Arabic-Indic digits', async () => {
    const code = await requestCode(app(), EMAIL);
    const arabic = toArabicIndic(code);
    expect(normalizeDigits(arabic)).toBe(code);
    const answer = await check({ code: arabic }, 'ar');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('تم تأكيد بريدك الإلكتروني');
  });

  it('answers a wrong code with 422 INVALID_CODE and errors.code, and counts the attempt', async () => {
    const code = await requestCode(app(), EMAIL);
    const answer = await check({ code: wrongCode(code) });
    expectError(answer, 422, 'INVALID_CODE', INVALID_CODE);
    expect(answer.body.errors).toEqual({ code: [INVALID_CODE] });
    const arabic = await check({ code: wrongCode(code) }, 'ar');
    expectError(arabic, 422, 'INVALID_CODE', 'الرمز غير صحيح');
    expect(arabic.body.errors).toEqual({ code: ['الرمز غير صحيح'] });
    const [row] = await codeRows(app(), EMAIL, 'verify');
    expect(row).toMatchObject({ attempts: 2, verifiedAt: null });
  });

  it('voids the code after 5 wrong tries: 429, and the right code no longer works', async () => {
    const code = await requestCode(app(), EMAIL);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expectError(await check({ code: wrongCode(code) }), 422, 'INVALID_CODE');
    }
    expectError(await check({ code: wrongCode(code) }), 429, 'CODE_ATTEMPTS_EXCEEDED', ATTEMPTS_EXCEEDED);
    expectError(await check({ code }), 429, 'CODE_ATTEMPTS_EXCEEDED', ATTEMPTS_EXCEEDED);
    const [row] = await codeRows(app(), EMAIL, 'verify');
    expect(row).toMatchObject({ attempts: 5, verifiedAt: null });
  });

  it('lets no more than 5 codes be tried, even when they arrive at once', async () => {
    const code = await requestCode(app(), EMAIL);
    const guesses = [...Array.from({ length: 11 }, () => wrongCode(code)), code];
    const answers = await Promise.all(guesses.map((guess) => check({ code: guess })));
    const [row] = await codeRows(app(), EMAIL, 'verify');
    expect(row!.attempts).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.statusCode !== 429).length).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.statusCode === 200).length === 1).toBe(row!.verifiedAt !== null);
  });

  it('answers 422 CODE_EXPIRED for a code past its expiry', async () => {
    const code = await requestCode(app(), EMAIL);
    await app()
      .ctx.db.update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.email, EMAIL));
    const answer = await check({ code });
    expectError(answer, 422, 'CODE_EXPIRED', CODE_EXPIRED);
    expect(answer.body.errors).toEqual({ code: [CODE_EXPIRED] });
  });

  it('answers 422 CODE_EXPIRED when no code was ever sent', async () => {
    expectError(await check({ code: '123456' }), 422, 'CODE_EXPIRED', CODE_EXPIRED);
  });

  it('voids the older code when a new one is sent', async () => {
    const first = await requestCode(app(), EMAIL);
    await app().ctx.rateLimits.reset('codeResendGapPerEmail', EMAIL); // as if a minute had passed
    const second = await requestCode(app(), EMAIL);
    if (first !== second) expectError(await check({ code: first }), 422, 'INVALID_CODE');
    expect((await check({ code: second })).statusCode).toBe(200);
    const rows = await codeRows(app(), EMAIL, 'verify');
    expect(rows.filter((row) => row.consumedAt === null)).toHaveLength(1);
  });
});

describe('POST /VerfiyMail, purpose reset', () => {
  it('checks a reset code without using it up', async () => {
    const user = await createUser(app(), { email: EMAIL });
    const code = await requestCode(app(), user.email, 'reset');
    const answer = await check({ code, purpose: 'reset' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({ status: true, message: 'The code is correct', data: { verified: true } });
    const [row] = await codeRows(app(), EMAIL, 'reset');
    expect(row).toMatchObject({ consumedAt: null, verifiedAt: null, attempts: 0 });
  });

  it('keeps the purposes apart: a reset code does not verify a sign-up', async () => {
    await createUser(app(), { email: EMAIL });
    const code = await requestCode(app(), EMAIL, 'reset');
    expectError(await check({ code }), 422, 'CODE_EXPIRED');
    expectError(await check({ code: wrongCode(code), purpose: 'reset' }), 422, 'INVALID_CODE');
  });

  it('answers 429 after 5 wrong reset codes', async () => {
    await createUser(app(), { email: EMAIL });
    const code = await requestCode(app(), EMAIL, 'reset');
    for (let attempt = 1; attempt <= 4; attempt++) {
      expectError(await check({ code: wrongCode(code), purpose: 'reset' }), 422, 'INVALID_CODE');
    }
    expectError(await check({ code: wrongCode(code), purpose: 'reset' }), 429, 'CODE_ATTEMPTS_EXCEEDED');
    expectError(await check({ code, purpose: 'reset' }), 429, 'CODE_ATTEMPTS_EXCEEDED');
  });
});

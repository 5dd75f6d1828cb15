import { describe, expect, it } from 'vitest';
import {
  completeInfoBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  ssoLoginBodySchema,
  userIdParamsSchema,
  verifyMailBodySchema,
} from './accounts.js';
import { errorsOf } from './test/rule-messages.js';

const PASSWORD = 'Secret123';
const registration = {
  name: 'Sara Ahmed',
  email: 'Sara@Example.com',
  password: PASSWORD,
  password_confirmation: PASSWORD,
};

describe('registerBodySchema', () => {
  it('needs only name, email and a confirmed password; account type defaults to personal', () => {
    expect(registerBodySchema.parse(registration)).toEqual({
      name: 'Sara Ahmed',
      email: 'sara@example.com',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      account_type: 'personal',
    });
  });

  it('reads empty profile fields as not given, and normalises the rest', () => {
    const parsed = registerBodySchema.parse({
      ...registration,
      phone: '',
      company: null,
      height: '١٧٥',
      weight: '',
      date_of_birth: '١٩٩٠-٠١-١٥',
      departments: ['IT '],
      gender: 'MALE',
      account_type: 'family',
    });
    expect(parsed).toMatchObject({
      height: 175,
      date_of_birth: '1990-01-15',
      departments: ['IT'],
      gender: 'MALE',
      account_type: 'family',
    });
    expect(parsed.phone).toBeUndefined();
    expect(parsed.company).toBeUndefined();
    expect(parsed.weight).toBeUndefined();
  });

  it('names every missing field, in English and Arabic', () => {
    expect(errorsOf(registerBodySchema, {})).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      password: ['Password is required'],
      password_confirmation: ['Password confirmation is required'],
    });
    expect(errorsOf(registerBodySchema, {}, 'ar')).toEqual({
      name: ['حقل الاسم مطلوب'],
      email: ['حقل البريد الإلكتروني مطلوب'],
      password: ['حقل كلمة المرور مطلوب'],
      password_confirmation: ['حقل تأكيد كلمة المرور مطلوب'],
    });
  });

  it("answers 'Passwords do not match' on the confirmation", () => {
    expect(errorsOf(registerBodySchema, { ...registration, password_confirmation: 'Secret124' })).toEqual({
      password_confirmation: ['Passwords do not match'],
    });
    expect(errorsOf(registerBodySchema, { ...registration, password_confirmation: 'x' }, 'ar')).toEqual({
      password_confirmation: ['كلمتا المرور غير متطابقتين'],
    });
  });

  it('checks every profile rule', () => {
    expect(
      errorsOf(registerBodySchema, {
        ...registration,
        phone: '123',
        height: 'tall',
        weight: 600,
        user_id: 'a-b',
        date_of_birth: '2021-02-30',
        gender: 'OTHER',
        account_type: 'company',
      }),
    ).toEqual({
      phone: ['Phone number must be exactly 10 digits'],
      height: ['Height must be a number'],
      weight: ['Weight must be between 20 and 500 kg'],
      user_id: ['User ID may only contain letters and numbers'],
      date_of_birth: ['Please enter a valid date'],
      gender: ['Please choose a valid Gender'],
      account_type: ['Please choose a valid Account type'],
    });
  });
});

describe('the other request bodies', () => {
  it('login: lower-cases the email and holds an old password to no rule', () => {
    expect(loginBodySchema.parse({ email: ' A@B.co ', password: 'old' })).toEqual({
      email: 'a@b.co',
      password: 'old',
    });
    expect(errorsOf(loginBodySchema, { email: 'a@b.co' })).toEqual({ password: ['Password is required'] });
  });

  it('VerfiyMail: purpose is verify unless it says reset', () => {
    expect(verifyMailBodySchema.parse({ email: 'a@b.co', code: '١٢٣٤٥٦' })).toEqual({
      email: 'a@b.co',
      code: '123456',
      purpose: 'verify',
    });
    expect(verifyMailBodySchema.parse({ email: 'a@b.co', code: '123456', purpose: 'reset' }).purpose).toBe(
      'reset',
    );
    expect(errorsOf(verifyMailBodySchema, { email: 'a@b.co', code: '123456', purpose: 'login' })).toEqual({
      purpose: ['Please choose a valid Purpose'],
    });
  });

  it('reset-password: needs the code and a new, confirmed password', () => {
    const body = { email: 'a@b.co', code: '123456', password: PASSWORD, password_confirmation: PASSWORD };
    expect(resetPasswordBodySchema.parse(body)).toEqual(body);
    expect(
      errorsOf(resetPasswordBodySchema, {
        ...body,
        code: '',
        password: 'weak',
        password_confirmation: 'weak',
      }),
    ).toEqual({
      code: ['Code is required'],
      password: [
        'Password must be 7-20 characters and contain at least one number, one uppercase and one lowercase letter',
      ],
    });
  });

  it('completeinfo: the invitation token is optional', () => {
    const body = { password: PASSWORD, password_confirmation: PASSWORD };
    expect(completeInfoBodySchema.parse(body)).toEqual(body);
    expect(completeInfoBodySchema.parse({ ...body, token: '' })).toEqual(body);
    expect(completeInfoBodySchema.parse({ ...body, token: 'abc' })).toEqual({ ...body, token: 'abc' });
  });

  it('sso/login: state is required', () => {
    expect(ssoLoginBodySchema.parse({ state: 'token' })).toEqual({ state: 'token' });
    expect(errorsOf(ssoLoginBodySchema, {})).toEqual({ state: ['Sign-in token is required'] });
    expect(errorsOf(ssoLoginBodySchema, { state: 'x'.repeat(201) })).toEqual({
      state: ['Sign-in token must not exceed 200 characters'],
    });
  });

  it('completeinfo/{id}: the id is a UUID', () => {
    expect(userIdParamsSchema.safeParse({ id: '3f1c2a4e-8b7d-4c1a-9e2f-5a6b7c8d9e0f' }).success).toBe(true);
    expect(userIdParamsSchema.safeParse({ id: '42' }).success).toBe(false);
  });
});

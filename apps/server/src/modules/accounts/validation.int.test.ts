import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, registrationBody, verifyEmail } from '../../test/accounts.fixtures.js';
import { authResultOf, expectError, post } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import { findUserByEmail } from './users.repository.js';

/**
 * Every rule of docs/product.md §5, through real requests: the exact words in English and Arabic. The
 * texts are written out here on purpose, so a changed catalogue fails these tests.
 */

const EMAIL = 'rules@example.com';
const PASSWORD_RULE = {
  en: 'Password must be 7-20 characters and contain at least one number, one uppercase and one lowercase letter',
  ar: 'يجب أن تتكون كلمة المرور من ٧ إلى ٢٠ حرفًا وأن تحتوي على رقم واحد وحرف كبير واحد وحرف صغير واحد على الأقل',
};
const INVALID_DATE = { en: 'Please enter a valid date', ar: 'يرجى إدخال تاريخ صالح' };
const PHONE_RULE = {
  en: 'Phone number must be exactly 10 digits',
  ar: 'يجب أن يتكون رقم الهاتف من ١٠ أرقام بالضبط',
};
const HEIGHT_RULE = { en: 'Height must be between 50 and 300 cm', ar: 'يجب أن يكون الطول بين ٥٠ و٣٠٠ سم' };
const WEIGHT_RULE = { en: 'Weight must be between 20 and 500 kg', ar: 'يجب أن يكون الوزن بين ٢٠ و٥٠٠ كغ' };

const app = useTestApp();

const register = (overrides: Record<string, unknown>, language?: string) =>
  post(app(), '/api/users', { body: registrationBody(EMAIL, overrides), ...(language ? { language } : {}) });

interface RuleCase {
  rule: string;
  field: string;
  value: unknown;
  en: string;
  ar: string;
}

const CASES: RuleCase[] = [
  { rule: 'required', field: 'name', value: '', en: 'Name is required', ar: 'حقل الاسم مطلوب' },
  { rule: 'required', field: 'name', value: '   ', en: 'Name is required', ar: 'حقل الاسم مطلوب' },
  {
    rule: 'required',
    field: 'email',
    value: undefined,
    en: 'Email is required',
    ar: 'حقل البريد الإلكتروني مطلوب',
  },
  {
    rule: 'email',
    field: 'email',
    value: 'not-an-email',
    en: 'Please enter a valid email address',
    ar: 'يرجى إدخال عنوان بريد إلكتروني صالح',
  },
  {
    rule: 'email',
    field: 'email',
    value: 'a@b',
    en: 'Please enter a valid email address',
    ar: 'يرجى إدخال عنوان بريد إلكتروني صالح',
  },
  {
    rule: 'min',
    field: 'name',
    value: 'A',
    en: 'Name must be at least 2 characters',
    ar: 'يجب ألا يقل الاسم عن ٢ أحرف',
  },
  {
    rule: 'max',
    field: 'name',
    value: 'a'.repeat(101),
    en: 'Name must not exceed 100 characters',
    ar: 'يجب ألا يتجاوز الاسم ١٠٠ حرفًا',
  },
  {
    rule: 'max',
    field: 'company',
    value: 'c'.repeat(101),
    en: 'Company must not exceed 100 characters',
    ar: 'يجب ألا يتجاوز الشركة ١٠٠ حرفًا',
  },
  {
    rule: 'numeric',
    field: 'height',
    value: 'abc',
    en: 'Height must be a number',
    ar: 'يجب أن يكون الطول رقمًا',
  },
  {
    rule: 'numeric',
    field: 'weight',
    value: '70kg',
    en: 'Weight must be a number',
    ar: 'يجب أن يكون الوزن رقمًا',
  },
  {
    rule: 'alpha_spaces',
    field: 'name',
    value: 'Sara3',
    en: 'Name may only contain letters and spaces',
    ar: 'يجب أن يحتوي الاسم على حروف ومسافات فقط',
  },
  {
    rule: 'alpha_num',
    field: 'user_id',
    value: 'EMP-12',
    en: 'User ID may only contain letters and numbers',
    ar: 'يجب أن يحتوي رقم المستخدم على حروف وأرقام فقط',
  },
  { rule: 'password', field: 'password', value: 'Ab1', ...PASSWORD_RULE },
  { rule: 'password', field: 'password', value: 'alllowercase1', ...PASSWORD_RULE },
  { rule: 'password', field: 'password', value: 'NoDigitsHere', ...PASSWORD_RULE },
  { rule: 'password', field: 'password', value: 'Aa1'.padEnd(21, 'x'), ...PASSWORD_RULE },
  {
    rule: 'confirmed',
    field: 'password_confirmation',
    value: 'Secret124',
    en: 'Passwords do not match',
    ar: 'كلمتا المرور غير متطابقتين',
  },
  { rule: 'height', field: 'height', value: 49, ...HEIGHT_RULE },
  { rule: 'height', field: 'height', value: '301', ...HEIGHT_RULE },
  { rule: 'weight', field: 'weight', value: 19.5, ...WEIGHT_RULE },
  { rule: 'weight', field: 'weight', value: 501, ...WEIGHT_RULE },
  { rule: 'phone', field: 'phone', value: '12345', ...PHONE_RULE },
  { rule: 'phone', field: 'phone', value: '05012345678', ...PHONE_RULE },
  { rule: 'phone', field: 'phone', value: '050123456x', ...PHONE_RULE },
  { rule: 'date', field: 'date_of_birth', value: '2021-02-30', ...INVALID_DATE },
  {
    rule: 'date',
    field: 'date_of_birth',
    value: `${new Date().getUTCFullYear() + 1}-01-01`,
    ...INVALID_DATE,
  },
  { rule: 'date', field: 'date_of_birth', value: '15/01/1990', ...INVALID_DATE },
  {
    rule: 'one_of',
    field: 'gender',
    value: 'OTHER',
    en: 'Please choose a valid Gender',
    ar: 'يرجى اختيار الجنس صالح',
  },
];

describe('POST /users validation', () => {
  it.each(CASES)(
    '$rule: $field = $value answers the exact message in en and ar',
    async ({ field, value, en, ar }) => {
      // A new password is confirmed with itself, so that only the password rule speaks.
      const overrides =
        field === 'password' ? { password: value, password_confirmation: value } : { [field]: value };
      const english = await register(overrides);
      expectError(english, 422, 'VALIDATION_FAILED', 'Validation failed. Please check your input');
      expect(english.body.errors).toEqual({ [field]: [en] });

      const arabic = await register(overrides, 'ar');
      expectError(arabic, 422, 'VALIDATION_FAILED', 'فشل التحقق. يرجى مراجعة البيانات المدخلة');
      expect(arabic.body.errors).toEqual({ [field]: [ar] });
    },
  );

  it('names every missing required field', async () => {
    const answer = await post(app(), '/api/users', { body: {} });
    expect(answer.body.errors).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      password: ['Password is required'],
      password_confirmation: ['Password confirmation is required'],
    });
  });

  it('answers "This field is required" for a body that is not an object', async () => {
    const answer = await post(app(), '/api/login', {
      body: '"just a string"',
      headers: { 'content-type': 'application/json' },
    });
    expectError(answer, 422, 'VALIDATION_FAILED');
    expect(answer.body.errors).toEqual({ field: ['This field is required'] });
  });

  it.each([
    ['name', 'محمد علي'],
    ['height', '١٧٥'],
    ['height', 50],
    ['height', '300'],
    ['weight', '٧٠'],
    ['weight', 20],
    ['phone', '٠٥٠١٢٣٤٥٦٧'],
    ['phone', '050-123 4567'],
    ['user_id', 'EMP١٢٣'],
    ['date_of_birth', '2000-02-29'],
  ])('accepts %s = %s', async (field, value) => {
    // Past validation, the only complaint left is the address that was never verified.
    expectError(await register({ [field]: value }), 422, 'EMAIL_NOT_VERIFIED');
  });

  it('stores Arabic letters as typed and Arabic-Indic digits as numbers', async () => {
    await verifyEmail(app(), EMAIL);
    const answer = await register({
      name: 'محمد علي',
      height: '١٧٥',
      weight: '٧٢.٥',
      phone: '٠٥٠١٢٣٤٥٦٧',
      user_id: 'EMP١٢٣',
      date_of_birth: '١٩٩٠-٠١-١٥',
    });
    const { user } = authResultOf(answer, 201);
    expect(user).toMatchObject({
      name: 'محمد علي',
      height: 175,
      weight: 72.5,
      phone: '0501234567',
      user_id: 'EMP123',
      date_of_birth: '1990-01-15',
    });
    const row = await findUserByEmail(app().ctx.db, EMAIL);
    expect(row).toMatchObject({ height: 175, phone: '0501234567', dateOfBirth: '1990-01-15' });
  });
});

describe('validation on other calls', () => {
  it('checks the login body', async () => {
    const answer = await post(app(), '/api/login', { body: { email: 'x', password: '' }, language: 'ar' });
    expect(answer.body.errors).toEqual({
      email: ['يرجى إدخال عنوان بريد إلكتروني صالح'],
      password: ['حقل كلمة المرور مطلوب'],
    });
  });

  it('checks the code of POST /VerfiyMail', async () => {
    const english = await post(app(), '/api/VerfiyMail', { body: { email: EMAIL, code: '12ab' } });
    expect(english.body.errors).toEqual({ code: ['The code must be 6 digits'] });
    const arabic = await post(app(), '/api/VerfiyMail', {
      body: { email: EMAIL, code: '1234567', purpose: 'other' },
      language: 'ar',
    });
    expect(arabic.body.errors).toEqual({
      code: ['يجب أن يتكون الرمز من ٦ أرقام'],
      purpose: ['يرجى اختيار الغرض صالح'],
    });
  });

  it('answers in English for a language it does not speak, and in Arabic for a regional Arabic', async () => {
    const french = await post(app(), '/api/login', {
      body: { email: '', password: GOOD_PASSWORD },
      language: 'fr',
    });
    expectError(french, 422, 'VALIDATION_FAILED', 'Validation failed. Please check your input');
    expect(french.body.errors).toEqual({ email: ['Email is required'] });
    const saudi = await post(app(), '/api/login', {
      body: { email: '', password: GOOD_PASSWORD },
      language: 'ar-SA',
    });
    expect(saudi.body.errors).toEqual({ email: ['حقل البريد الإلكتروني مطلوب'] });
    const preferred = await post(app(), '/api/login', {
      body: { email: '', password: GOOD_PASSWORD },
      language: 'fr, ar;q=0.8, en;q=0.5',
    });
    expect(preferred.body.errors).toEqual({ email: ['حقل البريد الإلكتروني مطلوب'] });
  });
});

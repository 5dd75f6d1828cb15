import { describe, expect, it } from 'vitest';
import { envelopeSchema, userSchema } from '@awarequest/contracts';
import { createUser, loginToken } from '../../test/accounts.fixtures.js';
import { expectError, get, put } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';

const app = useTestApp();

const VALID = {
  name: 'Sara Ahmed',
  phone: '0501234567',
  date_of_birth: '1990-04-15',
  height: 165,
  weight: 60,
  gender: 'FEMALE',
  user_id: 'EMP1024',
  group: 'Head Office',
  company: 'AwareQuest',
  departments: ['Finance', 'Information Security'],
  positions: ['Analyst'],
  countries: ['SA', 'AE'],
  avatar: 'robot',
};

async function signedIn() {
  const user = await createUser(app());
  return { user, token: await loginToken(app(), user.email) };
}

const update = (token: string, body: Record<string, unknown>, language?: string) =>
  put(app(), '/api/users/me', { token, body, ...(language ? { language } : {}) });

describe('PUT /api/users/me', () => {
  it('saves every field, says so in the spec words, and GET /users/me shows the change at once', async () => {
    const { token } = await signedIn();
    // The session cache holds the user from the login; the update must clear it.
    expect((await get(app(), '/api/users/me', { token })).statusCode).toBe(200);
    const answer = await update(token, VALID);
    expect(answer.statusCode, answer.text).toBe(200);
    expect(answer.body.message).toBe('Profile updated successfully');
    const saved = envelopeSchema(userSchema).parse(answer.body).data;
    expect(saved).toMatchObject({ ...VALID, email: expect.any(String) });
    const me = envelopeSchema(userSchema).parse((await get(app(), '/api/users/me', { token })).body).data;
    expect(me).toMatchObject(VALID);
    const arabic = await update(token, { ...VALID, name: 'سارة أحمد' }, 'ar');
    expect(arabic.body.message).toBe('تم تحديث الملف الشخصي بنجاح');
  });

  it('reads Arabic-Indic digits, and clears optional fields that come empty', async () => {
    const { token } = await signedIn();
    await update(token, VALID);
    const answer = await update(token, {
      name: 'Sara Ahmed',
      phone: '٠٥٠١٢٣٤٥٦٧',
      height: '١٧٠',
      weight: '',
      date_of_birth: '',
      group: '',
      company: null,
      departments: [],
      avatar: '',
    });
    expect(answer.statusCode, answer.text).toBe(200);
    expect(envelopeSchema(userSchema).parse(answer.body).data).toMatchObject({
      phone: '0501234567',
      height: 170,
      weight: null,
      date_of_birth: null,
      group: null,
      company: null,
      departments: [],
      positions: [],
      countries: [],
      avatar: null,
      gender: null,
    });
  });

  const RULES: { field: string; value: unknown; en: string; ar: string }[] = [
    { field: 'name', value: '', en: 'Name is required', ar: 'حقل الاسم مطلوب' },
    {
      field: 'name',
      value: 'A',
      en: 'Name must be at least 2 characters',
      ar: 'يجب ألا يقل الاسم عن ٢ أحرف',
    },
    {
      field: 'name',
      value: 'Sara 2',
      en: 'Name may only contain letters and spaces',
      ar: 'يجب أن يحتوي الاسم على حروف ومسافات فقط',
    },
    {
      field: 'phone',
      value: '12345',
      en: 'Phone number must be exactly 10 digits',
      ar: 'يجب أن يتكون رقم الهاتف من ١٠ أرقام بالضبط',
    },
    {
      field: 'phone',
      value: '050123456789',
      en: 'Phone number must be exactly 10 digits',
      ar: 'يجب أن يتكون رقم الهاتف من ١٠ أرقام بالضبط',
    },
    {
      field: 'height',
      value: 49,
      en: 'Height must be between 50 and 300 cm',
      ar: 'يجب أن يكون الطول بين ٥٠ و٣٠٠ سم',
    },
    {
      field: 'height',
      value: 301,
      en: 'Height must be between 50 and 300 cm',
      ar: 'يجب أن يكون الطول بين ٥٠ و٣٠٠ سم',
    },
    { field: 'height', value: 'tall', en: 'Height must be a number', ar: 'يجب أن يكون الطول رقمًا' },
    {
      field: 'weight',
      value: 19,
      en: 'Weight must be between 20 and 500 kg',
      ar: 'يجب أن يكون الوزن بين ٢٠ و٥٠٠ كغ',
    },
    {
      field: 'weight',
      value: 501,
      en: 'Weight must be between 20 and 500 kg',
      ar: 'يجب أن يكون الوزن بين ٢٠ و٥٠٠ كغ',
    },
    { field: 'gender', value: 'OTHER', en: 'Please choose a valid Gender', ar: 'يرجى اختيار الجنس صالح' },
    {
      field: 'date_of_birth',
      value: '2001-02-30',
      en: 'Please enter a valid date',
      ar: 'يرجى إدخال تاريخ صالح',
    },
    {
      field: 'date_of_birth',
      value: '2999-01-01',
      en: 'Please enter a valid date',
      ar: 'يرجى إدخال تاريخ صالح',
    },
    {
      field: 'user_id',
      value: 'EMP-1',
      en: 'User ID may only contain letters and numbers',
      ar: 'يجب أن يحتوي رقم المستخدم على حروف وأرقام فقط',
    },
    {
      field: 'avatar',
      value: 'unicorn',
      en: 'Please choose a valid Avatar',
      ar: 'يرجى اختيار الصورة الرمزية صالح',
    },
  ];

  for (const rule of RULES) {
    it(`refuses ${rule.field} = ${JSON.stringify(rule.value)} with its message in en and ar`, async () => {
      const { token } = await signedIn();
      for (const language of ['en', 'ar'] as const) {
        const answer = await update(token, { ...VALID, [rule.field]: rule.value }, language);
        expectError(answer, 422, 'VALIDATION_FAILED');
        expect(answer.body.errors).toEqual({ [rule.field]: [rule[language]] });
      }
    });
  }

  it('refuses values that are not in the lookups, field by field, and changes nothing', async () => {
    const { user, token } = await signedIn();
    const answer = await update(token, {
      ...VALID,
      departments: ['Finance', 'Time Travel'],
      positions: ['Wizard'],
      countries: ['SA', 'XX'],
      group: 'Nowhere',
      company: 'Acme',
    });
    expectError(answer, 422, 'PROFILE_UPDATE_FAILED', 'Failed to update profile');
    expect(answer.body.errors).toEqual({
      departments: ['Please choose a valid Departments'],
      positions: ['Please choose a valid Positions'],
      countries: ['Please choose a valid Countries'],
      group: ['Please choose a valid Group'],
      company: ['Please choose a valid Company'],
    });
    const arabic = await update(token, { ...VALID, group: 'Nowhere' }, 'ar');
    expect(arabic.body.message).toBe('تعذر تحديث الملف الشخصي');
    const me = envelopeSchema(userSchema).parse((await get(app(), '/api/users/me', { token })).body).data;
    expect(me.name).toBe(user.name);
    expect(me.departments).toEqual([]);
  });

  it('accepts a value an admin has just added to a list', async () => {
    const { token } = await signedIn();
    const admin = await createUser(app(), { role: 'admin' });
    const adminToken = await loginToken(app(), admin.email);
    const created = await app().inject({
      method: 'POST',
      url: '/api/admin/lookups',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { list: 'company', value: 'Acme', name: { en: 'Acme', ar: 'أكمي' } },
    });
    expect(created.statusCode).toBe(201);
    expect((await update(token, { ...VALID, company: 'Acme' })).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    expectError(await put(app(), '/api/users/me', { body: VALID }), 401, 'UNAUTHORIZED');
  });
});

import { describe, expect, it } from 'vitest';
import { adminLookupSchema, envelopeSchema, lookupsSchema } from '@awarequest/contracts';
import { z } from 'zod';
import { createAdmin, createUser, loginToken } from '../../test/accounts.fixtures.js';
import { call, expectError, get, post, put } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';

const app = useTestApp();

async function adminToken() {
  const admin = await createAdmin(app());
  return loginToken(app(), admin.email);
}

describe('GET /api/lookups', () => {
  it('gives a signed-in user the default lists in both languages, every country, and no wearables', async () => {
    const user = await createUser(app());
    const answer = await get(app(), '/api/lookups', { token: await loginToken(app(), user.email) });
    expect(answer.statusCode).toBe(200);
    const lookups = envelopeSchema(lookupsSchema).parse(answer.body).data;
    expect(lookups.departments).toContainEqual({
      value: 'Information Security',
      name: { en: 'Information Security', ar: 'أمن المعلومات' },
    });
    expect(lookups.positions.length).toBeGreaterThan(5);
    expect(lookups.groups.length).toBeGreaterThan(0);
    expect(lookups.companies.length).toBeGreaterThan(0);
    expect(lookups.countries).toContainEqual({ value: 'SA', name: { en: 'Saudi Arabia', ar: 'السعودية' } });
    expect(lookups.countries.length).toBeGreaterThan(240);
    expect(lookups.wearable_providers).toEqual([]);
    expect(answer.headers['cache-control']).toBe('private, max-age=60');
  });

  it('refuses an anonymous caller', async () => {
    expectError(await get(app(), '/api/lookups'), 401, 'UNAUTHORIZED');
  });
});

describe('the admin lookups API', () => {
  const body = {
    list: 'department',
    value: 'Research',
    name: { en: 'Research', ar: 'البحث' },
    sort_order: 3,
  };

  it('creates, renames and deletes an entry, and GET /lookups follows at once', async () => {
    const token = await adminToken();
    const created = await post(app(), '/api/admin/lookups', { token, body });
    expect(created.statusCode, created.text).toBe(201);
    const entry = envelopeSchema(adminLookupSchema).parse(created.body).data;
    expect(entry).toMatchObject({ list: 'department', value: 'Research', sort_order: 3 });

    const renamed = await put(app(), `/api/admin/lookups/${entry.id}`, {
      token,
      body: { ...body, name: { en: 'Research and Development', ar: 'البحث والتطوير' } },
    });
    expect(renamed.statusCode, renamed.text).toBe(200);
    const lookups = envelopeSchema(lookupsSchema).parse(
      (await get(app(), '/api/lookups', { token })).body,
    ).data;
    expect(lookups.departments).toContainEqual({
      value: 'Research',
      name: { en: 'Research and Development', ar: 'البحث والتطوير' },
    });

    const deleted = await call(app(), 'DELETE', `/api/admin/lookups/${entry.id}`, { token });
    expect(deleted.statusCode).toBe(200);
    const after = envelopeSchema(lookupsSchema).parse(
      (await get(app(), '/api/lookups', { token })).body,
    ).data;
    expect(after.departments.map((option) => option.value)).not.toContain('Research');
    const listed = z
      .array(adminLookupSchema)
      .parse((await get(app(), '/api/admin/lookups', { token })).body.data);
    expect(listed.some((row) => row.id === entry.id)).toBe(false);
  });

  it('refuses a value already in the same list, in both languages, but allows it in another list', async () => {
    const token = await adminToken();
    const taken = { ...body, value: 'Finance', name: { en: 'Finance', ar: 'المالية' } };
    const answer = await post(app(), '/api/admin/lookups', { token, body: taken, language: 'ar' });
    expectError(answer, 422, 'LOOKUP_TAKEN');
    expect(answer.body.errors).toEqual({ value: ['هذه القيمة موجودة بالفعل في القائمة'] });
    const otherList = await post(app(), '/api/admin/lookups', { token, body: { ...taken, list: 'group' } });
    expect(otherList.statusCode).toBe(201);
  });

  it('checks the body field by field', async () => {
    const token = await adminToken();
    const answer = await post(app(), '/api/admin/lookups', {
      token,
      body: { list: 'planet', value: '', name: { en: 'X' } },
    });
    expectError(answer, 422, 'VALIDATION_FAILED');
    expect(answer.body.errors).toMatchObject({
      list: ['Please choose a valid List'],
      value: ['Value is required'],
      'name.ar': ['Name is required'],
    });
  });

  it('is for admins only, and answers 404 for an unknown entry', async () => {
    const player = await createUser(app());
    const playerToken = await loginToken(app(), player.email);
    expectError(await post(app(), '/api/admin/lookups', { token: playerToken, body }), 403, 'FORBIDDEN');
    expectError(await get(app(), '/api/admin/lookups', { token: playerToken }), 403, 'FORBIDDEN');
    const token = await adminToken();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(await put(app(), `/api/admin/lookups/${unknown}`, { token, body }), 404, 'NOT_FOUND');
    expectError(await call(app(), 'DELETE', `/api/admin/lookups/${unknown}`, { token }), 404, 'NOT_FOUND');
  });
});

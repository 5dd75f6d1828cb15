import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settings } from '../../db/schema.js';
import { createAdmin, createUser, loginToken } from '../../test/accounts.fixtures.js';
import { expectError, get, put } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';

const THEME_KEYS = [
  'logo',
  'main_background',
  'primary_color',
  'sub_color',
  'accent_color',
  'background_color',
  'LIGHT_SIDEBAR_COLOR',
  'LIGHT_CONTAINER_COLOR',
  'LIGHT_CARDS_DROPDOWNS_COLOR',
  'LIGHT_FONTS_COLOR',
  'LIGHT_SIDEBAR_FONT_COLOR',
  'DARK_SIDEBAR_COLOR',
  'DARK_CONTAINER_COLOR',
  'DARK_CARDS_DROPDOWNS_COLOR',
  'DARK_FONTS_COLOR',
  'DARK_SIDEBAR_FONT_COLOR',
  'DARK_PRIMARY_COLOR',
];
const AUTH_SETTINGS_PATHS = [
  '/api/settings/auth',
  '/api/auth/settings',
  '/api/auth/config',
  '/api/config/auth',
];

const app = useTestApp();

describe('GET /settings/theme', () => {
  it('answers every theme key, with the fallback primary and secondary colours', async () => {
    const answer = await get(app(), '/api/settings/theme');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.status).toBe(true);
    const theme = answer.body.data as Record<string, unknown>;
    expect(Object.keys(theme).sort()).toEqual([...THEME_KEYS].sort());
    expect(theme).toMatchObject({
      primary_color: '#E9C329',
      sub_color: '#191940',
      logo: null,
      DARK_PRIMARY_COLOR: null,
    });
  });
});

describe('PUT /settings/theme', () => {
  const adminToken = async () => loginToken(app(), (await createAdmin(app())).email);

  it('answers 401 to an anonymous caller and 403 to a player, and changes nothing', async () => {
    const body = { primary_color: '#123456' };
    expectError(
      await put(app(), '/api/settings/theme', { body }),
      401,
      'UNAUTHORIZED',
      'Unauthorized access. Your session has expired. Please login again.',
    );
    const playerToken = await loginToken(app(), (await createUser(app())).email);
    expectError(
      await put(app(), '/api/settings/theme', { body, token: playerToken }),
      403,
      'FORBIDDEN',
      "You don't have permission to perform this action",
    );
    expect(await app().ctx.db.select().from(settings)).toEqual([]);
  });

  it('lets an admin change some keys and keeps the others', async () => {
    const token = await adminToken();
    const answer = await put(app(), '/api/settings/theme', {
      token,
      body: { primary_color: '#123456', DARK_SIDEBAR_COLOR: '#abc', logo: '/uploads/logo.png' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({
      status: true,
      message: 'Settings saved',
      data: {
        primary_color: '#123456',
        DARK_SIDEBAR_COLOR: '#abc',
        logo: '/uploads/logo.png',
        sub_color: '#191940',
      },
    });
    const [row] = await app().ctx.db.select().from(settings).where(eq(settings.key, 'theme'));
    expect(row?.value).toEqual({
      primary_color: '#123456',
      DARK_SIDEBAR_COLOR: '#abc',
      logo: '/uploads/logo.png',
    });

    await put(app(), '/api/settings/theme', { token, body: { sub_color: '#000000' } });
    const read = await get(app(), '/api/settings/theme');
    expect(read.body.data).toMatchObject({
      primary_color: '#123456',
      sub_color: '#000000',
      logo: '/uploads/logo.png',
    });
  });

  it('resets a key to its default when it is set to null', async () => {
    const token = await adminToken();
    await put(app(), '/api/settings/theme', { token, body: { primary_color: '#123456', logo: '/logo.png' } });
    const answer = await put(app(), '/api/settings/theme', {
      token,
      body: { primary_color: null, logo: null },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({ primary_color: '#E9C329', logo: null });
    expect((await get(app(), '/api/settings/theme')).body.data).toMatchObject({
      primary_color: '#E9C329',
      logo: null,
    });
  });

  it('answers 422 for a colour that is not a hex colour, in English and Arabic', async () => {
    const token = await adminToken();
    const en = await put(app(), '/api/settings/theme', { token, body: { primary_color: 'red' } });
    expectError(en, 422, 'VALIDATION_FAILED', 'Validation failed. Please check your input');
    expect(en.body.errors).toEqual({ primary_color: ['This field must be a colour such as #16787F'] });
    const ar = await put(app(), '/api/settings/theme', {
      token,
      language: 'ar',
      body: { sub_color: '#12345' },
    });
    expectError(ar, 422, 'VALIDATION_FAILED', 'فشل التحقق. يرجى مراجعة البيانات المدخلة');
    expect(ar.body.errors).toEqual({ sub_color: ['يجب أن يكون هذا الحقل لونًا مثل \u200e#16787F'] });
    expect((await get(app(), '/api/settings/theme')).body.data).toMatchObject({
      primary_color: '#E9C329',
      sub_color: '#191940',
    });
  });

  it('answers 422 for a logo that is not a web address', async () => {
    const token = await adminToken();
    const answer = await put(app(), '/api/settings/theme', { token, body: { logo: 'javascript:alert(1)' } });
    expectError(answer, 422, 'VALIDATION_FAILED');
    expect(answer.body.errors).toEqual({ logo: ['Logo must be a valid web address'] });
  });
});

describe('auth settings', () => {
  it('answers the defaults alike on all four paths', async () => {
    for (const path of AUTH_SETTINGS_PATHS) {
      const answer = await get(app(), path);
      expect(answer.statusCode, path).toBe(200);
      expect(answer.body, path).toEqual({
        status: true,
        data: { sso_login_url: null, is_sso_activated: false },
      });
    }
  });

  it('lets only an admin change them, and every path then answers the change', async () => {
    const body = { sso_login_url: 'https://sso.example.com/login', is_sso_activated: true };
    expectError(await put(app(), '/api/settings/auth', { body }), 401, 'UNAUTHORIZED');
    const playerToken = await loginToken(app(), (await createUser(app())).email);
    expectError(await put(app(), '/api/settings/auth', { body, token: playerToken }), 403, 'FORBIDDEN');

    const token = await loginToken(app(), (await createAdmin(app())).email);
    const answer = await put(app(), '/api/settings/auth', { body, token, language: 'ar' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({ status: true, message: 'تم حفظ الإعدادات', data: body });
    for (const path of AUTH_SETTINGS_PATHS) {
      expect((await get(app(), path)).body.data, path).toEqual(body);
    }
  });

  it('clears the SSO address with null and refuses values of the wrong kind', async () => {
    const token = await loginToken(app(), (await createAdmin(app())).email);
    await put(app(), '/api/settings/auth', {
      token,
      body: { sso_login_url: 'https://sso.example.com', is_sso_activated: true },
    });
    const cleared = await put(app(), '/api/settings/auth', { token, body: { sso_login_url: null } });
    expect(cleared.body.data).toEqual({ sso_login_url: null, is_sso_activated: true });

    const bad = await put(app(), '/api/settings/auth', { token, body: { sso_login_url: 'not a url' } });
    expectError(bad, 422, 'VALIDATION_FAILED');
    expect(bad.body.errors).toEqual({ sso_login_url: ['SSO login URL must be a valid web address'] });
  });
});

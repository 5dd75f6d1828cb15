import { describe, expect, it } from 'vitest';
import { authSettingsUpdateSchema, themeSettingsSchema, themeUpdateSchema } from './settings.js';
import { errorsOf } from './test/rule-messages.js';
import { DEFAULT_AUTH_SETTINGS, DEFAULT_THEME } from './theme-defaults.js';

describe('theme settings', () => {
  it('fall back to primary #E9C329 and secondary #191940, every other key unset', () => {
    expect(themeSettingsSchema.parse(DEFAULT_THEME)).toEqual(DEFAULT_THEME);
    expect(Object.keys(DEFAULT_THEME)).toHaveLength(17);
    const { primary_color, sub_color, ...others } = DEFAULT_THEME;
    expect({ primary_color, sub_color }).toEqual({ primary_color: '#E9C329', sub_color: '#191940' });
    expect(Object.values(others).every((value) => value === null)).toBe(true);
  });

  it('are updated key by key: absent leaves a key, null or an empty field clears it', () => {
    expect(themeUpdateSchema.parse({})).toEqual({});
    expect(themeUpdateSchema.parse({ primary_color: '#123456' })).toEqual({ primary_color: '#123456' });
    expect(themeUpdateSchema.parse({ primary_color: null, logo: null })).toEqual({
      primary_color: null,
      logo: null,
    });
    expect(themeUpdateSchema.parse({ sub_color: '', main_background: '' })).toEqual({
      sub_color: null,
      main_background: null,
    });
  });

  it('refuse a colour that is not hex and a logo that is not a web address', () => {
    expect(
      errorsOf(themeUpdateSchema, { DARK_PRIMARY_COLOR: 'purple', logo: 'javascript:alert(1)' }),
    ).toEqual({
      DARK_PRIMARY_COLOR: ['This field must be a colour such as #16787F'],
      logo: ['Logo must be a valid web address'],
    });
  });
});

describe('auth settings', () => {
  it('default to no single sign-on', () => {
    expect(DEFAULT_AUTH_SETTINGS).toEqual({ sso_login_url: null, is_sso_activated: false });
  });

  it('are updated key by key, null clearing the address', () => {
    expect(authSettingsUpdateSchema.parse({ sso_login_url: null })).toEqual({ sso_login_url: null });
    expect(authSettingsUpdateSchema.parse({ is_sso_activated: true })).toEqual({ is_sso_activated: true });
    expect(errorsOf(authSettingsUpdateSchema, { sso_login_url: 'sso', is_sso_activated: 'yes' })).toEqual({
      sso_login_url: ['SSO login URL must be a valid web address'],
      is_sso_activated: [expect.any(String)],
    });
  });
});

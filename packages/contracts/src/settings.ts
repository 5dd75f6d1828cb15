import { z } from 'zod';
import { hexColorSchema, optional, urlSchema } from './validation/rules.js';

/**
 * A key of a settings update: absent leaves it, null (or an empty field) clears it back to
 * its default. `optional` cannot be used here: it reads null as "not given".
 */
function clearable<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? null : value), schema.nullable().optional());
}

/** Colours of spec §9: the fallback theme when a provider has set nothing. */
export const FALLBACK_PRIMARY_COLOR = '#E9C329';
export const FALLBACK_SECONDARY_COLOR = '#191940';

/** LIGHT_ and DARK_ variants (spec §3) for sidebar, container, cards-dropdowns, fonts, sidebar font. */
const MODE_KEYS = [
  'SIDEBAR_COLOR',
  'CONTAINER_COLOR',
  'CARDS_DROPDOWNS_COLOR',
  'FONTS_COLOR',
  'SIDEBAR_FONT_COLOR',
] as const;

const colorKeys = [
  'primary_color',
  'sub_color',
  'accent_color',
  'background_color',
  ...MODE_KEYS.map((key) => `LIGHT_${key}` as const),
  ...MODE_KEYS.map((key) => `DARK_${key}` as const),
  'DARK_PRIMARY_COLOR',
] as const;
type ColorKey = (typeof colorKeys)[number];

const nullableColor = hexColorSchema.nullable();

/** GET /settings/theme answers every key; a colour the provider did not set is null. */
export const themeSettingsSchema = z.object({
  logo: z.string().nullable(),
  main_background: z.string().nullable(),
  ...(Object.fromEntries(colorKeys.map((key) => [key, nullableColor])) as Record<
    ColorKey,
    typeof nullableColor
  >),
});
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

export const DEFAULT_THEME: ThemeSettings = {
  ...(Object.fromEntries(colorKeys.map((key) => [key, null])) as Record<ColorKey, null>),
  logo: null,
  main_background: null,
  primary_color: FALLBACK_PRIMARY_COLOR,
  sub_color: FALLBACK_SECONDARY_COLOR,
};

const optionalColor = clearable(hexColorSchema);

/** PUT /settings/theme (admins): any subset of keys; null clears a key back to its default. */
export const themeUpdateSchema = z.object({
  logo: clearable(urlSchema),
  main_background: clearable(urlSchema),
  ...(Object.fromEntries(colorKeys.map((key) => [key, optionalColor])) as Record<
    ColorKey,
    typeof optionalColor
  >),
});
export type ThemeUpdate = z.infer<typeof themeUpdateSchema>;

export const authSettingsSchema = z.object({
  sso_login_url: z.string().nullable(),
  is_sso_activated: z.boolean(),
});
export type AuthSettings = z.infer<typeof authSettingsSchema>;

export const DEFAULT_AUTH_SETTINGS: AuthSettings = { sso_login_url: null, is_sso_activated: false };

export const authSettingsUpdateSchema = z.object({
  sso_login_url: clearable(urlSchema),
  is_sso_activated: optional(z.boolean()),
});

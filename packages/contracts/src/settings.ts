import { z } from 'zod';
import { hexColorSchema, optional, urlSchema } from './validation/rules.js';
import {
  THEME_COLOR_KEYS as colorKeys,
  type AuthSettings,
  type ThemeColorKey as ColorKey,
  type ThemeSettings,
} from './theme-defaults.js';

/**
 * A key of a settings update: absent leaves it, null (or an empty field) clears it back to
 * its default. `optional` cannot be used here: it reads null as "not given".
 */
function clearable<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? null : value), schema.nullable().optional());
}

const nullableColor = hexColorSchema.nullable();

/** GET /settings/theme answers every key; a colour the provider did not set is null. */
export const themeSettingsSchema = z.object({
  logo: z.string().nullable(),
  main_background: z.string().nullable(),
  ...(Object.fromEntries(colorKeys.map((key) => [key, nullableColor])) as Record<
    ColorKey,
    typeof nullableColor
  >),
}) satisfies z.ZodType<ThemeSettings>;

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
}) satisfies z.ZodType<AuthSettings>;

export const authSettingsUpdateSchema = z.object({
  sso_login_url: clearable(urlSchema),
  is_sso_activated: optional(z.boolean()),
});

import {
  DEFAULT_THEME,
  THEME_COLOR_KEYS,
  type ThemeColorKey,
  type ThemeSettings,
} from '@awarequest/contracts';
import { parseHex } from '../../../lib/theme/contrast';

/** The branding screen's fields: every key of docs/product.md §3 as text, '' for "the default". */
export type BrandingValues = Record<keyof ThemeSettings, string>;

const modeKeys = (mode: 'LIGHT' | 'DARK') =>
  THEME_COLOR_KEYS.filter((key) => key.startsWith(`${mode}_`) && key !== 'DARK_PRIMARY_COLOR');

/** The colours in the screen's three groups: the brand's, then light mode's and dark mode's surfaces. */
export const COLOR_GROUPS: Record<'brand' | 'light' | 'dark', readonly ThemeColorKey[]> = {
  brand: ['primary_color', 'sub_color', 'accent_color', 'background_color', 'DARK_PRIMARY_COLOR'],
  light: modeKeys('LIGHT'),
  dark: modeKeys('DARK'),
};

export const BRANDING_FIELDS = ['logo', 'main_background', ...THEME_COLOR_KEYS] as const;

/** The saved theme as the form's text values. */
export function brandingValuesOf(theme: ThemeSettings): BrandingValues {
  return Object.fromEntries(BRANDING_FIELDS.map((key) => [key, theme[key] ?? ''])) as BrandingValues;
}

/** Every field empty: saving it puts every key back to its default. */
export const emptyBrandingValues = (): BrandingValues => brandingValuesOf(DEFAULT_THEME_CLEARED);

const DEFAULT_THEME_CLEARED = Object.fromEntries(
  Object.keys(DEFAULT_THEME).map((key) => [key, null]),
) as unknown as ThemeSettings;

/**
 * What the preview draws while the admin types: a colour that is not (yet) a colour, or an
 * empty field, shows the default.
 */
export function previewThemeOf(values: BrandingValues): ThemeSettings {
  const theme = { ...DEFAULT_THEME };
  for (const key of THEME_COLOR_KEYS) {
    const value = values[key].trim();
    if (value && parseHex(value)) theme[key] = value;
  }
  theme.logo = values.logo.trim() || null;
  theme.main_background = values.main_background.trim() || null;
  return theme;
}

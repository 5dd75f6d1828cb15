/**
 * The theme keys of docs/product.md §3 and their defaults, free of zod so the web app's first chunk
 * can read them without loading the validation library.
 */

/** Colours of docs/product.md §9: the fallback theme when a provider has set nothing. */
export const FALLBACK_PRIMARY_COLOR = '#E9C329';
export const FALLBACK_SECONDARY_COLOR = '#191940';

/** LIGHT_ and DARK_ variants (docs/product.md §3) for sidebar, container, cards-dropdowns, fonts, sidebar font. */
const MODE_KEYS = [
  'SIDEBAR_COLOR',
  'CONTAINER_COLOR',
  'CARDS_DROPDOWNS_COLOR',
  'FONTS_COLOR',
  'SIDEBAR_FONT_COLOR',
] as const;

export const THEME_COLOR_KEYS = [
  'primary_color',
  'sub_color',
  'accent_color',
  'background_color',
  ...MODE_KEYS.map((key) => `LIGHT_${key}` as const),
  ...MODE_KEYS.map((key) => `DARK_${key}` as const),
  'DARK_PRIMARY_COLOR',
] as const;
export type ThemeColorKey = (typeof THEME_COLOR_KEYS)[number];

/** GET /settings/theme answers every key; a colour the provider did not set is null. */
export type ThemeSettings = { logo: string | null; main_background: string | null } & Record<
  ThemeColorKey,
  string | null
>;

export const DEFAULT_THEME: ThemeSettings = {
  ...(Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, null])) as Record<ThemeColorKey, null>),
  logo: null,
  main_background: null,
  primary_color: FALLBACK_PRIMARY_COLOR,
  sub_color: FALLBACK_SECONDARY_COLOR,
};

export type AuthSettings = {
  sso_login_url: string | null;
  is_sso_activated: boolean;
};

export const DEFAULT_AUTH_SETTINGS: AuthSettings = { sso_login_url: null, is_sso_activated: false };

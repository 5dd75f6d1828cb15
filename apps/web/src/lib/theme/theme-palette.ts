import { FALLBACK_PRIMARY_COLOR, FALLBACK_SECONDARY_COLOR, type ThemeSettings } from '@awarequest/contracts';

export type ColorMode = 'light' | 'dark';

/** The colours a page is drawn with in one colour scheme, the provider's keys over the defaults. */
export interface ThemePalette {
  brandPrimary: string;
  brandSecondary: string;
  accent: string;
  /** The header (the spec's sidebar) and its text. */
  sidebar: string;
  sidebarFont: string;
  container: string;
  cards: string;
  fonts: string;
  /** The buttons' colour (white text on it): teal in light mode, purple or DARK_PRIMARY_COLOR in dark. */
  action: string;
}

/** Light primary #16787F and dark primary #5E57BE (docs/product.md §9), the buttons' shade. */
export const LIGHT_ACTION = '#16787f';
export const DARK_ACTION = '#5e57be';

const SURFACE_DEFAULTS: Record<ColorMode, { container: string; cards: string; fonts: string }> = {
  light: { container: '#f5f7fa', cards: '#ffffff', fonts: '#1a1b2e' },
  dark: { container: '#15152d', cards: '#1b1b38', fonts: '#e9e9f3' },
};

/**
 * The palette of one scheme: brand primary and secondary (spec fallbacks #E9C329 and #191940),
 * accent (else the primary), and the LIGHT_/DARK_ surfaces; background_color is the light
 * container's default. The app's CSS variables and the branding screen's preview both read it.
 */
export function themePalette(provider: ThemeSettings, mode: ColorMode): ThemePalette {
  const brandPrimary = provider.primary_color ?? FALLBACK_PRIMARY_COLOR;
  const brandSecondary = provider.sub_color ?? FALLBACK_SECONDARY_COLOR;
  const prefix = mode === 'light' ? 'LIGHT' : 'DARK';
  const pick = (key: string, fallback: string) =>
    (provider as Record<string, string | null>)[`${prefix}_${key}`] ?? fallback;
  const defaults = SURFACE_DEFAULTS[mode];
  const container = mode === 'light' ? (provider.background_color ?? defaults.container) : defaults.container;
  return {
    brandPrimary,
    brandSecondary,
    accent: provider.accent_color ?? brandPrimary,
    sidebar: pick('SIDEBAR_COLOR', brandSecondary),
    sidebarFont: pick('SIDEBAR_FONT_COLOR', '#ffffff'),
    container: pick('CONTAINER_COLOR', container),
    cards: pick('CARDS_DROPDOWNS_COLOR', defaults.cards),
    fonts: pick('FONTS_COLOR', defaults.fonts),
    action: mode === 'light' ? LIGHT_ACTION : (provider.DARK_PRIMARY_COLOR ?? DARK_ACTION),
  };
}

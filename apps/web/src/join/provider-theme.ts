import { useSyncExternalStore } from 'react';
import {
  FALLBACK_PRIMARY_COLOR,
  FALLBACK_SECONDARY_COLOR,
  paths,
  type ThemeSettings,
} from '@awarequest/contracts';
import { currentLanguage } from '../lib/i18n';
import { isOffline, runtimeConfig } from '../lib/runtime-config';
import { readCachedTheme, writeCachedTheme } from '../lib/theme/theme-cache';

let current: ThemeSettings | null = null;
const listeners = new Set<() => void>();

/**
 * The provider's brand colours as the SPA's --aq-* variables, for the scheme shown now (as
 * lib/theme/mantine-theme.ts maps them); a key the theme leaves empty keeps player-theme.css's
 * default.
 */
export function applyProviderTheme(theme: ThemeSettings | null = current): void {
  current = theme;
  const root = document.documentElement;
  const scheme = root.getAttribute('data-mantine-color-scheme') === 'dark' ? 'DARK' : 'LIGHT';
  const values = (theme ?? {}) as Record<string, string | null | undefined>;
  const primary = theme?.primary_color ?? FALLBACK_PRIMARY_COLOR;
  const secondary = theme?.sub_color ?? FALLBACK_SECONDARY_COLOR;
  const variables: Record<string, string | null | undefined> = !theme
    ? {}
    : {
        '--aq-brand-primary': primary,
        '--aq-brand-secondary': secondary,
        '--aq-accent': theme.accent_color ?? primary,
        '--aq-sidebar': values[`${scheme}_SIDEBAR_COLOR`] ?? secondary,
        '--aq-sidebar-font': values[`${scheme}_SIDEBAR_FONT_COLOR`],
        '--aq-container':
          values[`${scheme}_CONTAINER_COLOR`] ?? (scheme === 'LIGHT' ? theme.background_color : null),
        '--aq-cards': values[`${scheme}_CARDS_DROPDOWNS_COLOR`],
        '--aq-fonts': values[`${scheme}_FONTS_COLOR`],
      };
  for (const name of THEME_VARIABLES) {
    const value = variables[name];
    if (value) root.style.setProperty(name, value);
    else root.style.removeProperty(name);
  }
  listeners.forEach((listener) => {
    listener();
  });
}

const THEME_VARIABLES = [
  '--aq-brand-primary',
  '--aq-brand-secondary',
  '--aq-accent',
  '--aq-sidebar',
  '--aq-sidebar-font',
  '--aq-container',
  '--aq-cards',
  '--aq-fonts',
];

/** The request timeout of docs/product.md §9, as the SPA's API client has it. */
const TIMEOUT_MS = 15_000;

/**
 * docs/product.md §4: the cached theme is used at once and refreshed in the background
 * (GET /settings/theme with `fetch`, as the PIN look-up: the SPA's API clients would add a few
 * KB to the page; skipped in offline mode); a failed refresh keeps what is shown.
 */
export async function loadProviderTheme(): Promise<void> {
  applyProviderTheme(readCachedTheme());
  if (isOffline()) return;
  try {
    const response = await fetch(`${runtimeConfig().apiBaseUrl}${paths.theme}`, {
      headers: { 'Accept-Language': currentLanguage(), Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return;
    const { data } = (await response.json()) as { data: ThemeSettings | null };
    if (!data) return;
    writeCachedTheme(data);
    applyProviderTheme(data);
  } catch {
    // The cached copy (or the defaults) stays: the theme is not worth an error to a player.
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The provider's logo address, or null: re-renders the caller when the theme arrives. */
export const useProviderLogo = (): string | null =>
  useSyncExternalStore(subscribe, () => current?.logo ?? null);

/**
 * The provider's `main_background` image address, or null (the login's light page draws it as the
 * SPA's auth layout does; the join pages do not use it, so their bundle leaves it out).
 */
export const useProviderBackground = (): string | null =>
  useSyncExternalStore(subscribe, () => current?.main_background ?? null);

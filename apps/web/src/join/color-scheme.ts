/**
 * The light or dark scheme on the player's light page, kept under Mantine's own key (as the SPA
 * keeps it, docs/product.md storage) and shown through the same attribute Mantine sets, so the
 * shared CSS modules' `[data-mantine-color-scheme='dark']` rules apply on both pages.
 */
export const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

export type ColorScheme = 'light' | 'dark';

export function storedColorScheme(): ColorScheme {
  const stored = localStorage.getItem(COLOR_SCHEME_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyColorScheme(scheme: ColorScheme): void {
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  document.documentElement.style.colorScheme = scheme;
}

export function saveColorScheme(scheme: ColorScheme): void {
  localStorage.setItem(COLOR_SCHEME_KEY, scheme);
  applyColorScheme(scheme);
}

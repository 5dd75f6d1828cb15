import { useSyncExternalStore } from 'react';

/**
 * The light or dark scheme on the player's light page, kept under Mantine's own key (as the SPA
 * keeps it, docs/product.md storage) and shown through the same attribute Mantine sets, so the
 * shared CSS modules' `[data-mantine-color-scheme='dark']` rules apply on both pages. Without a
 * stored choice it follows the system's, as it changes (Mantine's "auto").
 */
export const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

export type ColorScheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

export function storedColorScheme(): ColorScheme {
  const stored = localStorage.getItem(COLOR_SCHEME_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export function applyColorScheme(scheme: ColorScheme): void {
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  document.documentElement.style.colorScheme = scheme;
  listeners.forEach((listener) => {
    listener();
  });
}

export function saveColorScheme(scheme: ColorScheme): void {
  localStorage.setItem(COLOR_SCHEME_KEY, scheme);
  applyColorScheme(scheme);
}

/** Applies the scheme now and again whenever the system's changes (while none is stored). */
export function followColorScheme(onChange: () => void = () => undefined): void {
  applyColorScheme(storedColorScheme());
  window.matchMedia(DARK_QUERY).addEventListener('change', () => {
    applyColorScheme(storedColorScheme());
    onChange();
  });
}

const currentScheme = (): ColorScheme =>
  document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark' ? 'dark' : 'light';

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The scheme shown now, re-rendering the caller when it changes. */
export const useColorScheme = (): ColorScheme => useSyncExternalStore(subscribe, currentScheme);

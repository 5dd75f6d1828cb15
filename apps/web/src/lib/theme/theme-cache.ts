import type { ThemeSettings } from '@awarequest/contracts';

/** The theme cache of docs/product.md §4: valid 7 days and only for version 1.0, otherwise removed. */
export const THEME_CACHE_KEY = 'theme';
export const THEME_CACHE_VERSION = '1.0';
export const THEME_CACHE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

interface CachedTheme {
  version: string;
  savedAt: number;
  data: ThemeSettings;
}

function isCachedTheme(value: unknown): value is CachedTheme {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<keyof CachedTheme, unknown>;
  return (
    typeof entry.version === 'string' &&
    typeof entry.savedAt === 'number' &&
    typeof entry.data === 'object' &&
    entry.data !== null
  );
}

export function readCachedTheme(now = Date.now()): ThemeSettings | null {
  const raw = localStorage.getItem(THEME_CACHE_KEY);
  if (raw === null) return null;
  let entry: unknown;
  try {
    entry = JSON.parse(raw);
  } catch {
    entry = null;
  }
  if (
    isCachedTheme(entry) &&
    entry.version === THEME_CACHE_VERSION &&
    now - entry.savedAt >= 0 &&
    now - entry.savedAt < THEME_CACHE_TTL_MS
  ) {
    return entry.data;
  }
  localStorage.removeItem(THEME_CACHE_KEY);
  return null;
}

export function writeCachedTheme(data: ThemeSettings, now = Date.now()): void {
  const entry: CachedTheme = { version: THEME_CACHE_VERSION, savedAt: now, data };
  localStorage.setItem(THEME_CACHE_KEY, JSON.stringify(entry));
}

export function clearCachedTheme(): void {
  localStorage.removeItem(THEME_CACHE_KEY);
}

import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@awarequest/contracts';
import { readCachedTheme, THEME_CACHE_KEY, THEME_CACHE_TTL_MS, writeCachedTheme } from './theme-cache';

const theme = { ...DEFAULT_THEME, primary_color: '#123456' };
const NOW = Date.UTC(2026, 10, 22);

describe('the theme cache (docs/product.md §4)', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('returns a fresh entry of version 1.0', () => {
    writeCachedTheme(theme, NOW);
    expect(readCachedTheme(NOW + THEME_CACHE_TTL_MS - 1)).toEqual(theme);
  });

  it('removes an entry that is 7 days old', () => {
    writeCachedTheme(theme, NOW);
    expect(readCachedTheme(NOW + THEME_CACHE_TTL_MS)).toBeNull();
    expect(localStorage.getItem(THEME_CACHE_KEY)).toBeNull();
  });

  it('removes an entry of another version', () => {
    localStorage.setItem(THEME_CACHE_KEY, JSON.stringify({ version: '0.9', savedAt: NOW, data: theme }));
    expect(readCachedTheme(NOW)).toBeNull();
    expect(localStorage.getItem(THEME_CACHE_KEY)).toBeNull();
  });

  it('removes an unreadable entry', () => {
    localStorage.setItem(THEME_CACHE_KEY, '{not json');
    expect(readCachedTheme(NOW)).toBeNull();
    expect(localStorage.getItem(THEME_CACHE_KEY)).toBeNull();
  });

  it('has nothing when nothing was cached', () => {
    expect(readCachedTheme(NOW)).toBeNull();
  });
});

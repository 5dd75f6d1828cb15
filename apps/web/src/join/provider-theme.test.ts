import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME, FALLBACK_SECONDARY_COLOR } from '@awarequest/contracts';
import { readCachedTheme, writeCachedTheme } from '../lib/theme/theme-cache';

const runtime = vi.hoisted(() => ({ offline: 'false' }));
vi.mock('../lib/runtime-config', async (actual) => {
  const real = await actual<typeof import('../lib/runtime-config')>();
  return {
    ...real,
    runtimeConfig: () => ({ ...real.runtimeConfig(), apiBaseUrl: '/api' }),
    isOffline: () => runtime.offline === 'true',
  };
});
const { applyProviderTheme, loadProviderTheme } = await import('./provider-theme');

const cached = { ...DEFAULT_THEME, primary_color: '#111111', DARK_SIDEBAR_COLOR: '#222222' };
const fetched = { ...DEFAULT_THEME, primary_color: '#333333', logo: 'https://cdn.example/logo.webp' };
const variable = (name: string) => document.documentElement.style.getPropertyValue(name);

describe("the player's light page and the provider theme (docs/product.md §4)", () => {
  beforeEach(() => {
    localStorage.clear();
    runtime.offline = 'false';
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
    applyProviderTheme(null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the cached theme at once, then fetches GET /settings/theme, shows and caches it', async () => {
    writeCachedTheme(cached);
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const loading = loadProviderTheme();
    expect(variable('--aq-brand-primary')).toBe('#111111');
    expect(fetchMock).toHaveBeenCalledWith('/api/settings/theme', expect.anything());
    answer(Response.json({ status: true, data: fetched }));
    await loading;
    expect(variable('--aq-brand-primary')).toBe('#333333');
    expect(readCachedTheme()?.logo).toBe('https://cdn.example/logo.webp');
  });

  it("applies the scheme's own variants: the dark sidebar in dark mode only", () => {
    applyProviderTheme(cached);
    expect(variable('--aq-sidebar')).toBe(FALLBACK_SECONDARY_COLOR);
    document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');
    applyProviderTheme();
    expect(variable('--aq-sidebar')).toBe('#222222');
  });

  it('keeps the cached theme when the fetch fails, and fetches nothing offline', async () => {
    writeCachedTheme(cached);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network'))),
    );
    await loadProviderTheme();
    expect(variable('--aq-brand-primary')).toBe('#111111');

    runtime.offline = 'true';
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await loadProviderTheme();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

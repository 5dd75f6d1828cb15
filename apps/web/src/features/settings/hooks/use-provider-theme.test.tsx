import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, FALLBACK_PRIMARY_COLOR, FALLBACK_SECONDARY_COLOR } from '@awarequest/contracts';
import { useAppHarness } from '../../../test/app-harness';
import { brandColour } from '../../../test/brand-colours';
import { answer, type Answer } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const DAY_MS = 24 * 60 * 60 * 1000;

const cachedTheme = () => {
  const raw = localStorage.getItem('theme');
  return raw === null
    ? null
    : (JSON.parse(raw) as { version: string; savedAt: number; data: Record<string, unknown> });
};

const themeAnswer = (theme: Record<string, unknown>) => answer(200, { status: true, data: theme });
const openLogin = async () => {
  await renderApp({ path: '/auth/login' });
  await screen.findByRole('heading', { level: 1, name: 'Log in' });
};

describe('the provider theme and its cache (docs/product.md §4)', () => {
  const fakeApi = useAppHarness();

  it("stores the server's theme as {version: '1.0', savedAt, data} and applies it", async () => {
    await openLogin();
    await waitFor(() => {
      expect(cachedTheme()?.version).toBe('1.0');
    });
    expect(fakeApi.callsTo('GET /settings/theme')).toHaveLength(1);
    const entry = cachedTheme();
    expect(Math.abs(Date.now() - (entry?.savedAt ?? 0))).toBeLessThan(60_000);
    expect(entry?.data).toMatchObject({ primary_color: FALLBACK_PRIMARY_COLOR, sub_color: '#191940' });
    expect(brandColour('primary')).toBe(FALLBACK_PRIMARY_COLOR);
  });

  it("applies a cached theme at once and replaces it with the server's in the background", async () => {
    localStorage.setItem(
      'theme',
      JSON.stringify({
        version: '1.0',
        savedAt: Date.now() - DAY_MS,
        data: { primary_color: '#123456', sub_color: '#0A0A0A' },
      }),
    );
    // Hold the server's answer until the cached colour has been seen.
    let release: (reply: Answer) => void = () => undefined;
    fakeApi.on('GET /settings/theme', () => new Promise<Answer>((resolve) => (release = resolve)));
    await openLogin();
    expect(brandColour('primary')).toBe('#123456');
    release(themeAnswer(DEFAULT_THEME));
    await waitFor(() => {
      expect(brandColour('primary')).toBe(FALLBACK_PRIMARY_COLOR);
    });
    await waitFor(() => {
      expect(cachedTheme()?.data.primary_color).toBe(FALLBACK_PRIMARY_COLOR);
    });
  });

  it.each([
    ['older than 7 days', { version: '1.0', savedAt: Date.now() - 8 * DAY_MS }],
    ['of another version', { version: '0.9', savedAt: Date.now() }],
  ])('removes an entry %s and does not apply it', async (_name, stale) => {
    localStorage.setItem('theme', JSON.stringify({ ...stale, data: { primary_color: '#654321' } }));
    fakeApi.on('GET /settings/theme', () => new Promise<Answer>(() => undefined)); // never answers
    await openLogin();
    expect(cachedTheme()).toBeNull();
    expect(brandColour('primary')).toBe(FALLBACK_PRIMARY_COLOR);
  });

  it("shows the provider's theme: colours, logo and the root screen's background", async () => {
    const logo = 'https://example.com/logo.png';
    fakeApi.on(
      'GET /settings/theme',
      themeAnswer({
        ...DEFAULT_THEME,
        primary_color: '#AA3355',
        sub_color: '#102030',
        logo,
        main_background: 'https://example.com/backdrop.jpg',
      }),
    );
    await openLogin();
    await waitFor(() => {
      expect(brandColour('primary')).toBe('#AA3355');
    });
    expect(brandColour('secondary')).toBe('#102030');
    expect(brandColour('secondary')).not.toBe(FALLBACK_SECONDARY_COLOR);
    expect(screen.getByRole('banner').querySelector('img')?.getAttribute('src')).toBe(logo);
    expect(screen.getByRole('main').getAttribute('style')).toContain(
      'url("https://example.com/backdrop.jpg")',
    );
    await waitFor(() => {
      expect(cachedTheme()?.data.primary_color).toBe('#AA3355');
    });
  });
});

/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { loginViaUi, PLAYER, SERVER_ENV } from './support/app.js';
import { useAppSuite } from './support/suite.js';

describe('offline mode (runtime configuration OFFLINE=true)', () => {
  const app = useAppSuite({ ...SERVER_ENV, OFFLINE: 'true' });

  it('never asks for the theme, keeps using a cached one, and still signs in', async () => {
    const { server, open } = app();
    const config = (await (await fetch(`${server.url}/runtime-config.json`)).json()) as { offline: string };
    expect(config.offline).toBe('true');

    const { page } = await open();
    const themeCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/settings/theme')) themeCalls.push(request.url());
    });
    await page.goto(`${server.url}/runtime-config.json`);
    await page.evaluate(() => {
      localStorage.setItem(
        'theme',
        JSON.stringify({
          version: '1.0',
          savedAt: Date.now(),
          data: { primary_color: '#0F7A3C', sub_color: '#222244' },
        }),
      );
    });
    await page.goto(`${server.url}/auth/login`);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    const primary = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--aq-brand-primary').trim(),
      );
    expect(await primary()).toBe('#0F7A3C');

    // Login clears the cached theme; offline, nothing is fetched again.
    await loginViaUi(page, server.url, PLAYER);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'What to do next' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(themeCalls).toEqual([]);
    expect(await primary()).toBe('#E9C329');
  });
});

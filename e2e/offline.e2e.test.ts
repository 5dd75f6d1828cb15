/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { loginViaUi, newPage, PLAYER, SERVER_ENV } from './support/app.js';
import { startServer, type RunningServer } from './support/server.js';

describe('offline mode (runtime configuration OFFLINE=true)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ ...SERVER_ENV, OFFLINE: 'true' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('never asks for the theme, keeps using a cached one, and still signs in', async () => {
    const config = (await (await fetch(`${server.url}/runtime-config.json`)).json()) as { offline: string };
    expect(config.offline).toBe('true');

    const { context, page } = await newPage(browser, server.url);
    try {
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
    } finally {
      await context.close();
    }
  });
});

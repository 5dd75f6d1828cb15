/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arAuth from '../apps/web/src/locales/ar/auth.json';
import { LANGS, TEXT } from './support/app.js';
import { useAppSuite } from './support/suite.js';

/**
 * The forgotten-password page's own chunk (Vite names it after the module:
 * forget-password-page-<hash>.js): a public page of the SPA (the join pages are a page of their own).
 */
const PAGE_CHUNK = '**/assets/forget-password-page-*.js';
const PAGE_TITLE = { en: 'Forgot your password?', ar: arAuth.forget.title } as const;

describe('a page chunk that fails to load (docs/product.md §2)', () => {
  const app = useAppSuite();

  /** Counts the loads of the app's document (the first one and every reload). */
  function countDocumentLoads(page: Page): () => number {
    let loads = 0;
    page.on('request', (request) => {
      if (
        request.isNavigationRequest() &&
        request.frame() === page.mainFrame() &&
        request.url().endsWith('/auth/forget-password')
      )
        loads += 1;
    });
    return () => loads;
  }

  const flag = (page: Page) => page.evaluate(() => sessionStorage.getItem('chunk-reload'));

  it('reloads once, and the page comes up after that reload', async () => {
    const { server, open } = app();
    const { page } = await open();
    const loads = countDocumentLoads(page);
    let failures = 0;
    await page.route(PAGE_CHUNK, async (route) => {
      if (failures === 0) {
        failures += 1;
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    await page.goto(`${server.url}/auth/forget-password`);
    await page.getByRole('heading', { level: 1, name: PAGE_TITLE.en }).waitFor();
    expect(failures).toBe(1);
    expect(loads()).toBe(2);
    expect(await flag(page)).toBeNull(); // cleared once a page loaded again
  });

  describe.each(LANGS)('in %s', (lang) => {
    const t = TEXT[lang];

    it('does not loop when the chunk fails again: the error page, then recovery once it is back', async () => {
      const { server, open } = app();
      const { page } = await open({ language: lang });
      const loads = countDocumentLoads(page);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      let failures = 0;
      await page.route(PAGE_CHUNK, async (route) => {
        failures += 1;
        await route.abort('failed');
      });

      await page.goto(`${server.url}/auth/forget-password`);
      await page.getByRole('heading', { level: 1, name: t.errorPageTitle }).waitFor();
      await page.waitForTimeout(1000); // time for a second reload, if there were one
      expect(loads()).toBe(2);
      expect(failures).toBe(2);
      expect(await flag(page)).toBe('1');
      expect(errors.some((text) => text.includes('A page failed to load after a reload'))).toBe(true);
      // The frame around the page is still there.
      await page.getByRole('banner').waitFor();

      await page.unroute(PAGE_CHUNK);
      await page.getByRole('button', { name: t.errorPageReload }).click();
      await page.getByRole('heading', { level: 1, name: PAGE_TITLE[lang] }).waitFor();
      expect(loads()).toBe(3);
      expect(await flag(page)).toBeNull();
    });
  });

  it('shows the error page in place when moving to a page whose chunk is gone, without a loop', async () => {
    const { server, open } = app();
    const { page } = await open();
    // The SPA's own /auth/login route (a page load of /auth/login is the light login.html, whose
    // links load pages): reached from the sign-up page's link.
    await page.goto(`${server.url}/auth/sign-up`);
    await page.locator('main').getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    const loads = countDocumentLoads(page);
    await page.route(PAGE_CHUNK, (route) => route.abort('failed'));
    await page.getByRole('link', { name: PAGE_TITLE.en }).click();
    await page.getByRole('heading', { level: 1, name: TEXT.en.errorPageTitle }).waitFor();
    expect(page.url()).toBe(`${server.url}/auth/forget-password`);
    expect(loads()).toBe(1); // the one reload, at /auth/forget-password
  });
});

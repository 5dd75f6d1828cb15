/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

const SCREENSHOTS = 'screenshots';

describe('the product on its embedded defaults', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    mkdirSync(SCREENSHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('prints the seeded accounts once and answers readiness on the printed port', async () => {
    expect(server.output()).toMatch(/admin\s+admin@awarequest\.local\s+\S{7,20}/);
    const response = await fetch(`${server.url}/api/health/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, data: { ok: true, database: 'pglite' } });
  });

  it('serves the SPA and the API on one port, with security headers', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/some/client/route`);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await expect.poll(() => page.getByRole('status').textContent()).toBe('The server is ready.');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('AwareQuest');
    await page.screenshot({ path: `${SCREENSHOTS}/shell-en.png` });
    await page.close();
  });

  it('lays the shell out right to left in Arabic', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.reload();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('الخادم جاهز.');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    await page.screenshot({ path: `${SCREENSHOTS}/shell-ar.png` });
    await page.close();
  });

  it('answers unknown API paths with the 404 envelope, not the SPA', async () => {
    const response = await fetch(`${server.url}/api/no-such-call`, { headers: { 'accept-language': 'ar' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      status: false,
      code: 'NOT_FOUND',
      message: 'لم يتم العثور على المورد المطلوب',
    });
  });
});

/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import arAuth from '../apps/web/src/locales/ar/auth.json';
import { useAppSuite } from './support/suite.js';

describe('the product on its embedded defaults', () => {
  // No env: the seeded passwords are generated and printed, as on a real first start.
  const app = useAppSuite({});

  it('prints the seeded accounts once and answers readiness on the printed port', async () => {
    const { server } = app();
    const output = server.output();
    expect(output.match(/First start/g)).toHaveLength(1);
    expect(output.match(/admin\s+admin@awarequest\.local\s+\S{7,20}/g)).toHaveLength(1);
    expect(output.match(/player\s+player@awarequest\.local\s+\S{7,20}/g)).toHaveLength(1);
    const response = await fetch(`${server.url}/api/health/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, data: { ok: true, database: 'pglite' } });
  });

  it('serves the SPA and the API on one port, with security headers and the runtime configuration', async () => {
    const { server, open } = app();
    const config = await fetch(`${server.url}/runtime-config.json`);
    expect(config.headers.get('cache-control')).toBe('no-cache');
    expect(await config.json()).toEqual({
      apiBaseUrl: '/api',
      offline: 'false',
      appName: 'AwareQuest Arena',
      appFullName: 'Game User',
      isSsoAvailable: true,
    });

    const { page } = await open();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const response = await page.goto(`${server.url}/some/client/route`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    // A private path without a session: the login page, in the app's frame, which comes back
    // to the path after signing in.
    await page.waitForURL(`${server.url}/auth/login?return_to=${encodeURIComponent('/some/client/route')}`);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(await page.title()).toBe('Log in');
    await page.getByRole('banner').getByRole('link', { name: 'AwareQuest Arena' }).waitFor();
    expect(await page.getByRole('contentinfo').textContent()).toContain(
      `© ${new Date().getFullYear()} AwareQuest Arena. All rights reserved.`,
    );
    expect([await page.getAttribute('html', 'lang'), await page.getAttribute('html', 'dir')]).toEqual([
      'en',
      'ltr',
    ]);
    expect(errors).toEqual([]);
  });

  it('lays the app out right to left in Arabic', async () => {
    const { server, open } = app();
    const { page } = await open({ language: 'ar' });
    await page.goto(`${server.url}/auth/login`);
    await page.getByRole('heading', { level: 1, name: arAuth.login.title }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
  });

  it('answers unknown API paths and missing assets with the 404 envelope, not the SPA', async () => {
    const { server } = app();
    const response = await fetch(`${server.url}/api/no-such-call`, { headers: { 'accept-language': 'ar' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      status: false,
      code: 'NOT_FOUND',
      message: 'لم يتم العثور على المورد المطلوب',
    });
    const asset = await fetch(`${server.url}/assets/gone-0000.js`);
    expect(asset.status).toBe(404);
  });
});

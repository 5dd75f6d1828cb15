/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, expectFieldError, loginViaApi, TEXT } from './support/app.js';
import { useAppSuite } from './support/suite.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const FALLBACK_PRIMARY = '#E9C329';

/** The brand colour the app applies (a CSS variable on the document). */
const brandPrimary = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--aq-brand-primary').trim(),
  );

const cachedTheme = async (page: Page) => {
  const raw = await page.evaluate(() => localStorage.getItem('theme'));
  return raw === null
    ? null
    : (JSON.parse(raw) as { version: string; savedAt: number; data: Record<string, unknown> });
};

/** Writes a theme cache entry from a page that does not run the app. */
async function seedThemeCache(page: Page, baseUrl: string, entry: unknown): Promise<void> {
  await page.goto(`${baseUrl}/runtime-config.json`);
  await page.evaluate((value) => {
    localStorage.setItem('theme', JSON.stringify(value));
  }, entry);
}

async function putTheme(baseUrl: string, token: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${baseUrl}/api/settings/theme`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

describe('languages, colour schemes and the provider theme', () => {
  const app = useAppSuite();

  const html = (page: Page, name: string) => page.getAttribute('html', name);

  describe('the language switch in the header', () => {
    it('lays the app out right to left in Arabic, keeps the choice across a reload, and switches back', async () => {
      const { server, open } = app();
      const { page } = await open();
      await page.goto(`${server.url}/auth/login`);
      expect([await html(page, 'lang'), await html(page, 'dir')]).toEqual(['en', 'ltr']);
      // An error already shown follows the language.
      const email = page.getByLabel('Email');
      await email.pressSequentially('nope');
      await expectFieldError(email, TEXT.en.ruleEmail);

      // The switch names the other language in its own script.
      await page.getByRole('banner').getByRole('button', { name: 'Language: العربية' }).click();
      await expect.poll(() => html(page, 'dir')).toBe('rtl');
      expect(await html(page, 'lang')).toBe('ar');
      await page.getByRole('heading', { level: 1, name: TEXT.ar.logIn }).waitFor();
      await expectFieldError(page.getByLabel(TEXT.ar.email), TEXT.ar.ruleEmail);
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
      // The form follows the direction: a label starts at the right edge of its field.
      const field = await page.getByLabel(TEXT.ar.email).boundingBox();
      const label = await page.locator('label', { hasText: TEXT.ar.email }).boundingBox();
      expect(
        Math.abs((label?.x ?? 0) + (label?.width ?? 0) - ((field?.x ?? 0) + (field?.width ?? 0))),
      ).toBeLessThan(3);
      expect(label?.x).toBeGreaterThan((field?.x ?? 0) + 100);

      // Calls now ask for Arabic.
      const sent = page.waitForRequest((request) => request.url().endsWith('/api/login'));
      await page.getByLabel(TEXT.ar.email).fill('nobody@example.com');
      await page.getByLabel(TEXT.ar.password, { exact: true }).fill('Whatever1');
      await page.locator('form').getByRole('button', { name: TEXT.ar.logIn }).click();
      expect((await sent).headers()['accept-language']).toBe('ar');

      await page.reload();
      await page.getByRole('heading', { level: 1, name: TEXT.ar.logIn }).waitFor();
      expect([await html(page, 'lang'), await html(page, 'dir')]).toEqual(['ar', 'rtl']);

      await page
        .getByRole('banner')
        .getByRole('button', { name: `${TEXT.ar.language}: English` })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
      expect([await html(page, 'lang'), await html(page, 'dir')]).toEqual(['en', 'ltr']);
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    });

    it('falls back to English for an unknown stored language', async () => {
      const { server, open } = app();
      const { page } = await open();
      await page.goto(`${server.url}/runtime-config.json`);
      await page.evaluate(() => {
        localStorage.setItem('language', 'fr');
      });
      await page.goto(`${server.url}/auth/login`);
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
      expect([await html(page, 'lang'), await html(page, 'dir')]).toEqual(['en', 'ltr']);
    });
  });

  describe('dark mode', () => {
    it('starts from the system preference, toggles, and remembers the choice across a reload', async () => {
      const { server, open } = app();
      const { page } = await open({ colorScheme: 'dark' });
      await page.goto(`${server.url}/auth/login`);
      await expect.poll(() => html(page, 'data-mantine-color-scheme')).toBe('dark');
      await page.getByRole('button', { name: TEXT.en.toLight }).click();
      await expect.poll(() => html(page, 'data-mantine-color-scheme')).toBe('light');
      await page.reload();
      await page.getByRole('button', { name: TEXT.en.toDark }).waitFor();
      expect(await html(page, 'data-mantine-color-scheme')).toBe('light');
      await page.getByRole('button', { name: TEXT.en.toDark }).click();
      await expect.poll(() => html(page, 'data-mantine-color-scheme')).toBe('dark');
      await page.reload();
      await page.getByRole('button', { name: TEXT.en.toLight }).waitFor();
      expect(await html(page, 'data-mantine-color-scheme')).toBe('dark');
    });

    it('is light for a light system preference, with the Arabic toggle label', async () => {
      const { server, open } = app();
      const { page } = await open({ colorScheme: 'light', language: 'ar' });
      await page.goto(`${server.url}/join`);
      await page.getByRole('button', { name: TEXT.ar.toDark }).waitFor();
      expect(await html(page, 'data-mantine-color-scheme')).toBe('light');
    });
  });

  describe('the theme cache of spec §4', () => {
    it("stores the server's theme as {version: '1.0', savedAt, data}", async () => {
      const { server, open } = app();
      const { page } = await open();
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/settings/theme'));
      await page.goto(`${server.url}/auth/login`);
      expect((await answered).status()).toBe(200);
      await expect.poll(() => cachedTheme(page).then((entry) => entry?.version)).toBe('1.0');
      const entry = await cachedTheme(page);
      expect(Math.abs(Date.now() - (entry?.savedAt ?? 0))).toBeLessThan(60_000);
      expect(entry?.data).toMatchObject({ primary_color: FALLBACK_PRIMARY, sub_color: '#191940' });
      expect(await brandPrimary(page)).toBe(FALLBACK_PRIMARY);
    });

    it("applies a cached theme at once and replaces it with the server's in the background", async () => {
      const { server, open } = app();
      const { page } = await open();
      await seedThemeCache(page, server.url, {
        version: '1.0',
        savedAt: Date.now() - DAY_MS,
        data: { primary_color: '#123456', sub_color: '#0A0A0A' },
      });
      // Hold the server's answer until the cached colour has been seen.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/settings/theme', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${server.url}/auth/login`);
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
      expect(await brandPrimary(page)).toBe('#123456');
      release();
      await expect.poll(() => brandPrimary(page)).toBe(FALLBACK_PRIMARY);
      await expect
        .poll(() => cachedTheme(page).then((entry) => entry?.data.primary_color))
        .toBe(FALLBACK_PRIMARY);
    });

    it.each([
      ['older than 7 days', { version: '1.0', savedAt: Date.now() - 8 * DAY_MS }],
      ['of another version', { version: '0.9', savedAt: Date.now() }],
    ])('removes an entry %s and does not apply it', async (_name, stale) => {
      const { server, open } = app();
      const { page } = await open();
      await seedThemeCache(page, server.url, { ...stale, data: { primary_color: '#654321' } });
      await page.route('**/api/settings/theme', () => undefined); // never answers
      await page.goto(`${server.url}/auth/login`);
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
      expect(await cachedTheme(page)).toBeNull();
      expect(await brandPrimary(page)).toBe(FALLBACK_PRIMARY);
    });

    it("shows an admin's theme change after a reload: colours, logo and the root screen's background", async () => {
      const { server, open } = app();
      const token = await loginViaApi(server.url, ADMIN.email, ADMIN.password);
      const { page } = await open();
      try {
        await page.goto(`${server.url}/auth/login`);
        await expect.poll(() => cachedTheme(page).then((entry) => entry?.version)).toBe('1.0');
        const logo = 'https://example.com/logo.png';
        await putTheme(server.url, token, {
          primary_color: '#AA3355',
          sub_color: '#102030',
          logo,
          main_background: 'https://example.com/backdrop.jpg',
        });
        await page.reload();
        await expect.poll(() => brandPrimary(page)).toBe('#AA3355');
        expect(
          await page.evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue('--aq-brand-secondary').trim(),
          ),
        ).toBe('#102030');
        expect(await page.getByRole('banner').locator('img').getAttribute('src')).toBe(logo);
        expect(await page.locator('main').getAttribute('style')).toContain(
          'url("https://example.com/backdrop.jpg")',
        );
        await expect.poll(() => cachedTheme(page).then((entry) => entry?.data.primary_color)).toBe('#AA3355');
      } finally {
        await putTheme(server.url, token, {
          primary_color: null,
          sub_color: null,
          logo: null,
          main_background: null,
        });
      }
    });
  });
});

/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TEXT } from './support/app.js';
import { useAppSuite } from './support/suite.js';

/**
 * The language switch, dark mode and the provider theme's cache are component tests
 * (apps/web/src/components/language-switch.test.tsx, color-scheme-toggle.test.tsx and
 * features/settings/hooks/use-provider-theme.test.tsx). Here stays what needs a real
 * browser: the right-to-left layout on the screen, and the choice kept across a real reload.
 */
describe('languages', () => {
  const app = useAppSuite();

  const html = (page: Page, name: string) => page.getAttribute('html', name);

  it('lays the app out right to left in Arabic, and keeps the choice across a reload', async () => {
    const { server, open } = app();
    const { page } = await open();
    await page.goto(`${server.url}/auth/login`);
    expect([await html(page, 'lang'), await html(page, 'dir')]).toEqual(['en', 'ltr']);

    await page.getByRole('banner').getByRole('button', { name: 'Language: العربية' }).click();
    await expect.poll(() => html(page, 'dir')).toBe('rtl');
    expect(await html(page, 'lang')).toBe('ar');
    await page.getByRole('heading', { level: 1, name: TEXT.ar.logIn }).waitFor();
    // The form follows the direction: a label starts at the right edge of its field.
    const field = await page.getByLabel(TEXT.ar.email).boundingBox();
    const label = await page.locator('label', { hasText: TEXT.ar.email }).boundingBox();
    expect(
      Math.abs((label?.x ?? 0) + (label?.width ?? 0) - ((field?.x ?? 0) + (field?.width ?? 0))),
    ).toBeLessThan(3);
    expect(label?.x).toBeGreaterThan((field?.x ?? 0) + 100);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: TEXT.ar.logIn }).waitFor();
    expect([await html(page, 'lang'), await html(page, 'dir')]).toEqual(['ar', 'rtl']);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
  });
});

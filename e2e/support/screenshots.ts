/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityFailures } from './axe.js';

/** Where the PNGs go (outside the repository): <screen>-<lang>-<scheme>-<viewport>.png */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots7';

const SCHEMES = ['light', 'dark'] as const;
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * Photographs the page as it is now in both colour schemes, on a desktop and on a phone, and
 * notes each shot that is wider than its viewport and, on the desktop, what axe finds against
 * WCAG AA; then back to light at 1280x800. A dialog is
 * shot as the viewport shows it (a full-page shot would draw the page below its overlay).
 */
export async function shootEveryWay(
  page: Page,
  screen: string,
  problems: string[],
  { isDialog = false } = {},
): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const lang = (await page.getAttribute('html', 'lang')) ?? 'xx';
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await expect.poll(() => page.getAttribute('html', 'data-mantine-color-scheme')).toBe(scheme);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.evaluate(() => document.fonts.ready);
      const file = `${screen}-${lang}-${scheme}-${viewport.name}.png`;
      const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (wider > 0) problems.push(`${file}: ${wider}px wider than the viewport`);
      if (viewport.name === 'desktop') problems.push(...(await accessibilityFailures(page, file)));
      await page.screenshot({ path: path.join(SHOTS_DIR, file), fullPage: !isDialog });
    }
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

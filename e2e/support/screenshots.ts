/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityFailures } from './axe.js';

/** Where the PNGs go by default (outside the repository): <screen>-<lang>-<scheme>-<width>.png */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots7';

const SCHEMES = ['light', 'dark'] as const;
const WIDTHS = [1280, 390] as const;
/** The width at which axe runs: contrast and names do not change with the width. */
const AXE_WIDTH = 1280;

/** At the desktop width, notes in `problems` what axe finds on the page (`file` names the shot). */
export async function checkAccessibilityAt(
  page: Page,
  width: number,
  file: string,
  problems: string[],
): Promise<void> {
  if (width === AXE_WIDTH) problems.push(...(await accessibilityFailures(page, file)));
}

interface ShootOptions {
  /** Shot as the viewport shows it: a full-page shot would draw the page below an overlay. */
  isDialog?: boolean;
  /** The folder for the PNGs (SHOTS_DIR, else /tmp/shots7). */
  dir?: string;
  /** The viewport's height at both widths. */
  height?: number;
  /** What must not be wider than the viewport: the whole document, or only `main` (the header is measured by the layout's tests). */
  measure?: 'document' | 'main';
  /** A pause after each resize, for what repositions itself (a popover). */
  settleMs?: number;
}

/**
 * Photographs the page as it is now in both colour schemes, on a desktop and on a phone, and
 * notes in `problems` each shot that is wider than its viewport and, on the desktop, what axe
 * finds against WCAG AA; then back to light at 1280x800.
 */
export async function shootEveryWay(
  page: Page,
  screen: string,
  problems: string[],
  { isDialog = false, dir = SHOTS_DIR, height = 860, measure = 'document', settleMs = 0 }: ShootOptions = {},
): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const lang = (await page.getAttribute('html', 'lang')) ?? 'xx';
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await expect.poll(() => page.getAttribute('html', 'data-mantine-color-scheme')).toBe(scheme);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => document.fonts.ready);
      if (settleMs > 0) await page.waitForTimeout(settleMs);
      const file = `${screen}-${lang}-${scheme}-${width}.png`;
      const wider = await page.evaluate((what) => {
        const box = what === 'main' ? document.querySelector('main') : document.documentElement;
        return box ? box.scrollWidth - (what === 'main' ? box.clientWidth : window.innerWidth) : 0;
      }, measure);
      if (wider > 0) problems.push(`${file}: ${wider}px wider than the viewport`);
      await checkAccessibilityAt(page, width, file, problems);
      await page.screenshot({ path: path.join(dir, file), fullPage: !isDialog });
    }
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

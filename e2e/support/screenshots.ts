/// <reference lib="dom" />
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityFindings } from './axe.js';
import { reflowEveryWay } from './reflow.js';

/**
 * The screenshot matrix is opt-in: with SHOTS_DIR set (`SHOTS_DIR=/tmp/shots npm run test:e2e`)
 * every screen is photographed in each language, scheme and width, as
 * SHOTS_DIR/<screen>-<lang>-<scheme>-<width>.png, and axe runs in both schemes. Without it
 * nothing is photographed and each screen gets one axe pass.
 */
export const SHOTS_DIR = process.env.SHOTS_DIR?.trim() || undefined;

export type Scheme = 'light' | 'dark';
const SCHEMES: readonly Scheme[] = ['light', 'dark'];
export const WIDTHS = [1280, 390] as const;
/** The width at which axe runs: contrast and names do not change with the width. */
const AXE_WIDTH = 1280;

/**
 * The colour schemes a screen is checked in. Every one when photographing; otherwise one: light
 * in English, dark in Arabic, so a screen checked in both languages meets both schemes' contrast
 * with one axe pass per language (the layout, and so the width checks, do not change with the scheme).
 */
export const schemesToCheck = (lang: string): readonly Scheme[] =>
  SHOTS_DIR ? SCHEMES : [lang === 'ar' ? 'dark' : 'light'];

/**
 * The motion preference a language is checked with: reduced in Arabic, the browser's default in
 * English, so the checks also meet the screens as most people see them (animated), not always
 * the calmer reduced-motion version.
 */
export const motionFor = (lang: string): 'reduce' | 'no-preference' =>
  lang === 'ar' ? 'reduce' : 'no-preference';

/** Photographs the page into SHOTS_DIR as `file`, when photographing; a no-op otherwise. */
export async function saveShot(page: Page, file: string, { fullPage = true } = {}): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, file), fullPage });
}

/** Every "needs review" result axe gave in this test file, reviewed or not, for the report. */
export const reviewed: string[] = [];

/**
 * A list for shootEveryWay's findings, checked after each test of the suite it is made in: a
 * failure names the test whose screens were too wide or failed axe, and CI's retry of that test
 * photographs them again (a list checked once at the end of a file would fail its retry too).
 */
export function problemsCheckedAfterEach(): string[] {
  const problems: string[] = [];
  afterEach(() => {
    expect(problems.splice(0)).toEqual([]);
  });
  return problems;
}

/** Writes the "needs review" results to SHOTS_DIR/axe-review-<name>.txt when photographing. */
export function saveReview(name: string): void {
  if (!SHOTS_DIR || reviewed.length === 0) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  writeFileSync(path.join(SHOTS_DIR, `axe-review-${name}.txt`), `${[...new Set(reviewed)].join('\n')}\n`);
}

const TOAST_WAIT_MS = 6000;

/**
 * Waits (up to TOAST_WAIT_MS) for the toasts a journey left to close by themselves (2 s each):
 * axe cannot tell the colour behind text a toast lies over, and the toast goes away for the
 * reader too. A toast still there after that is checked with the page.
 */
async function toastsClosed(page: Page): Promise<void> {
  const toasts = page.locator('.mantine-Notification-root');
  const until = Date.now() + TOAST_WAIT_MS;
  while ((await toasts.count()) > 0 && Date.now() < until) await page.waitForTimeout(200);
}

/** At the desktop width, notes in `problems` what axe finds on the page (`file` names the shot). */
export async function checkAccessibilityAt(
  page: Page,
  width: number,
  file: string,
  problems: string[],
): Promise<void> {
  if (width !== AXE_WIDTH) return;
  await toastsClosed(page);
  // From the top: text a journey left scrolled under the sticky header is "overlapped" for axe.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  const { failures, review } = await accessibilityFindings(page, file);
  problems.push(...failures);
  reviewed.push(...review);
}

const RESIZE_SETTLE_MS = 2000;

/**
 * How much wider than the viewport `measure` is, once the page has settled after a resize: a
 * layout that follows the width in React (useMediaQuery) draws the new one a render later, so a
 * width still over after RESIZE_SETTLE_MS is what a person sees.
 */
async function widthBeyondViewport(page: Page, measure: 'document' | 'main'): Promise<number> {
  const measureOnce = () =>
    page.evaluate((what) => {
      const box = what === 'main' ? document.querySelector('main') : document.documentElement;
      return box ? box.scrollWidth - (what === 'main' ? box.clientWidth : window.innerWidth) : 0;
    }, measure);
  const until = Date.now() + RESIZE_SETTLE_MS;
  let wider = await measureOnce();
  while (wider > 0 && Date.now() < until) {
    await page.waitForTimeout(100);
    wider = await measureOnce();
  }
  return wider;
}

interface ShootOptions {
  /** Shot as the viewport shows it: a full-page shot would draw the page below an overlay. */
  isDialog?: boolean;
  /** The viewport's height at both widths. */
  height?: number;
  /** What must not be wider than the viewport: the whole document, or only `main` (the header is measured by the layout's tests). */
  measure?: 'document' | 'main';
  /** A pause after each resize, for what repositions itself (a popover). */
  settleMs?: number;
}

/**
 * Checks the page as it is now on a desktop and on a phone, in the schemes of `schemesToCheck`:
 * notes in `problems` each view that is wider than its viewport and, on the desktop, what axe
 * finds against WCAG AA; photographs each view when SHOTS_DIR is set; then back to light at 1280x800.
 */
export async function shootEveryWay(
  page: Page,
  screen: string,
  problems: string[],
  { isDialog = false, height = 860, measure = 'document', settleMs = 0 }: ShootOptions = {},
): Promise<void> {
  const lang = (await page.getAttribute('html', 'lang')) ?? 'xx';
  for (const scheme of schemesToCheck(lang)) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: motionFor(lang) });
    await expect.poll(() => page.getAttribute('html', 'data-mantine-color-scheme')).toBe(scheme);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => document.fonts.ready);
      if (settleMs > 0) await page.waitForTimeout(settleMs);
      const file = `${screen}-${lang}-${scheme}-${width}.png`;
      const wider = await widthBeyondViewport(page, measure);
      if (wider > 0) problems.push(`${file}: ${wider}px wider than the viewport`);
      await checkAccessibilityAt(page, width, file, problems);
      await saveShot(page, file, { fullPage: !isDialog });
    }
    // At 320 px and with 200 % text (WCAG 1.4.10, 1.4.4), once: the layout does not change with the scheme.
    if (scheme === schemesToCheck(lang)[0] && !isDialog && measure === 'document') {
      problems.push(...(await reflowEveryWay(page, `${screen}-${lang}`, { width: AXE_WIDTH, height })));
    }
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/// <reference lib="dom" />
import type { CDPSession, Page } from 'playwright-core';

/** The narrowest width WCAG 1.4.10 (reflow) asks a page to work at without sideways scrolling. */
export const REFLOW_WIDTH = 320;
/** WCAG 1.4.4: text resized to 200 % loses nothing. */
export const TEXT_SCALE = 2;

/**
 * What the page as it is now loses sideways (WCAG 1.4.10, 1.4.4), one line per problem, prefixed
 * by `where`: a page wider than the window; text cut with an ellipsis (CSS `text-overflow` that
 * actually cuts, or a chart label shortened with "…"); a box in `main` that hides or scrolls part
 * of its content sideways (a table whose last column is out of view). A box marked
 * `data-scrolls-sideways` scrolls on purpose (a code sample, a wide data grid with its own cue).
 */
export async function reflowProblems(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const describe = (element: Element) => {
      const id = element.getAttribute('data-section') ?? element.getAttribute('data-stat') ?? '';
      const text = (element.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${id ? `[${id}]` : ''} "${text}"`;
    };
    const isShown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    const wider = document.documentElement.scrollWidth - window.innerWidth;
    if (wider > 0) problems.push(`the page is ${wider}px wider than the window`);
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      if (!(element instanceof HTMLElement) || !isShown(element)) continue;
      const style = getComputedStyle(element);
      // A visually hidden text alternative (a chart's table) is clipped on purpose.
      if (style.position === 'absolute' && element.getBoundingClientRect().width <= 1) continue;
      if (element.closest('[aria-hidden="true"] , .mantine-VisuallyHidden-root, [data-scrolls-sideways]'))
        continue;
      const cutsSideways = element.scrollWidth > element.clientWidth + 1;
      if (style.textOverflow === 'ellipsis' && cutsSideways && element.textContent.trim() !== '') {
        problems.push(`text cut with an ellipsis: ${describe(element)}`);
      } else if (
        cutsSideways &&
        element.closest('main') &&
        ['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX) &&
        element.tagName !== 'INPUT' &&
        element.tagName !== 'TEXTAREA'
      ) {
        problems.push(`hides ${element.scrollWidth - element.clientWidth}px sideways: ${describe(element)}`);
      }
    }
    for (const label of Array.from(document.querySelectorAll('main svg text'))) {
      if ((label.textContent || '').includes('…')) problems.push(`chart label cut: "${label.textContent}"`);
    }
    return problems;
  });
  return found.map((problem) => `${where}: ${problem}`);
}

const sessions = new WeakMap<Page, CDPSession>();

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Sets the browser's default text size to `scale` times 16 px, as a reader does in the browser's
 * settings: rem sizes and em media queries follow, as with a real text zoom. 1 resets it.
 */
export async function scaleText(page: Page, scale: number): Promise<void> {
  // The setting lasts as long as its DevTools session: one per page, kept open.
  let session = sessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  await session.send('Page.setFontSizes', { fontSizes: { standard: 16 * scale, fixed: 13 * scale } });
  await nextFrames(page);
}

/**
 * The two reflow views of WCAG: the page at 320 px, and at the desktop width with text at 200 %.
 * Restores the viewport (`width` x `height`) and the text size afterwards.
 */
export async function reflowEveryWay(
  page: Page,
  where: string,
  restore: { width: number; height: number },
): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize({ width: REFLOW_WIDTH, height: restore.height });
  await nextFrames(page);
  problems.push(...(await reflowProblems(page, `${where}@${REFLOW_WIDTH}px`)));
  await page.setViewportSize(restore);
  await scaleText(page, TEXT_SCALE);
  problems.push(...(await reflowProblems(page, `${where}@200%text`)));
  await scaleText(page, 1);
  return problems;
}

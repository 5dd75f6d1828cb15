import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { accessibilityFailures } from './support/axe.js';
import { launchBrowser } from './support/browser.js';

/** The accessibility check that every screenshot helper runs must itself be able to fail. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const page = (body: string) =>
  `<html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`;

describe('accessibilityFailures', () => {
  it('finds nothing on a clean page', async () => {
    const tab = await browser.newPage();
    await tab.setContent(page('<p>Readable text.</p>'));
    expect(await accessibilityFailures(tab, 'clean')).toEqual([]);
    await tab.close();
  });

  it('names low contrast and an image without a text alternative, on the page', async () => {
    const tab = await browser.newPage();
    await tab.setContent(
      page('<p style="color:#aaa">Faint text.</p><img src="data:," width="10" height="10">'),
    );
    const failures = await accessibilityFailures(tab, 'page');
    expect(failures.some((line) => line.startsWith('page: color-contrast at p'))).toBe(true);
    expect(failures.some((line) => line.startsWith('page: image-alt at img'))).toBe(true);
    await tab.close();
  });

  it('checks inside a sandboxed frame, as the embedded games are framed', async () => {
    const tab = await browser.newPage();
    const inner =
      '<html lang=en><title>Game</title><body><p style=color:#ddd>Faint game text.</p></body></html>';
    await tab.setContent(page(`<iframe title="Game" sandbox="allow-scripts" srcdoc="${inner}"></iframe>`));
    await tab.frameLocator('iframe').locator('p').waitFor();
    const failures = await accessibilityFailures(tab, 'framed');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^framed: color-contrast at p: .*1\.\d+/);
    await tab.close();
  });
});

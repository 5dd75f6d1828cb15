import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { accessibilityFailures, accessibilityFindings } from './support/axe.js';
import { reflowEveryWay, reflowProblems } from './support/reflow.js';
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

  it('applies the WCAG 2.2 rules: a target smaller than 24 px with close neighbours fails', async () => {
    const tab = await browser.newPage();
    const tiny = '<button style="width:10px;height:10px;padding:0;margin:0" aria-label="One"></button>';
    await tab.setContent(page(`<p>${tiny}${tiny.replace('One', 'Two')}</p>`));
    const failures = await accessibilityFailures(tab, 'tiny');
    expect(failures.some((line) => line.startsWith('tiny: target-size at'))).toBe(true);
    await tab.close();
  });

  it('fails what axe cannot decide ("needs review") until a person has reviewed it', async () => {
    const tab = await browser.newPage();
    // Text over a background image: axe cannot measure its contrast by itself.
    const image =
      "background-image:url('data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E')";
    await tab.setContent(page(`<p id="over-picture" style="${image};color:#777">Text over a picture.</p>`));
    const unreviewed = await accessibilityFindings(tab, 'image');
    const line = /^image: needs review: color-contrast at #over-picture/;
    expect(unreviewed.review.some((each) => line.test(each))).toBe(true);
    expect(unreviewed.failures.some((each) => line.test(each))).toBe(true);

    // Reviewed by rule and selector: still reported, no longer a failure; another rule's review does not count.
    const reviewed = await accessibilityFindings(tab, 'image', [
      { rule: 'color-contrast', selector: 'over-picture', reason: 'checked by hand' },
    ]);
    expect(reviewed.review.some((each) => line.test(each))).toBe(true);
    expect(reviewed.failures).toEqual([]);
    const otherRule = await accessibilityFindings(tab, 'image', [
      { rule: 'link-in-text-block', selector: 'over-picture', reason: 'another rule' },
    ]);
    expect(otherRule.failures.some((each) => line.test(each))).toBe(true);
    await tab.close();
  });
  it('reviews text under an open modal dialog, and only there', async () => {
    const tab = await browser.newPage();
    const overlay = '<div style="position:fixed;inset:0;background:rgba(0,0,0,.5)"></div>';
    const dialog = (role: string) =>
      `<div ${role} aria-label="Dialog" style="position:fixed;top:0;left:0;width:60px;height:20px;overflow:hidden;background:#fff;color:#000">Dialog</div>`;
    const line = /^modal: needs review: color-contrast at #under \(behind an open modal\)/;
    await tab.setContent(
      page(
        `<p id="under" style="position:fixed;top:0;left:0;margin:0">A line of the page partly under the dialog.</p>${overlay}${dialog('role="dialog" aria-modal="true"')}`,
      ),
    );
    const unreviewed = (await accessibilityFindings(tab, 'modal', [])).failures;
    expect(unreviewed.some((each) => line.test(each))).toBe(true);
    expect(await accessibilityFailures(tab, 'modal')).toEqual([]);
    // The same overlay without a modal dialog: nobody reviewed that.
    await tab.setContent(
      page(
        `<p id="under" style="position:fixed;top:0;left:0;margin:0">A line of the page partly under the dialog.</p>${overlay}${dialog('')}`,
      ),
    );
    const failures = await accessibilityFailures(tab, 'plain');
    expect(failures.some((each) => each.startsWith('plain: needs review: color-contrast at #under:'))).toBe(
      true,
    );
    await tab.close();
  });
});

describe('reflowProblems (WCAG 1.4.10 and 1.4.4)', () => {
  it('finds nothing on a page that wraps', async () => {
    const tab = await browser.newPage();
    await tab.setViewportSize({ width: 320, height: 600 });
    await tab.setContent(page('<p>A long sentence that simply wraps onto the next line at 320 pixels.</p>'));
    expect(await reflowProblems(tab, 'wraps')).toEqual([]);
    await tab.close();
  });

  it('names a page wider than the window, cut text, a hidden table column and a shortened chart label', async () => {
    const tab = await browser.newPage();
    await tab.setViewportSize({ width: 320, height: 600 });
    await tab.setContent(
      page(
        '<div style="width:400px">Wide</div>' +
          '<p style="width:80px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">Awareness band: developing</p>' +
          '<div style="overflow-x:auto"><table style="width:500px"><tr><td>Game</td><td>Result</td></tr></table></div>' +
          '<svg width="100" height="20"><text x="0" y="15">Phishing and em…</text></svg>',
      ),
    );
    const problems = await reflowProblems(tab, 'bad');
    expect(problems).toContain('bad: the page is 88px wider than the window');
    expect(
      problems.some((line) => line.startsWith('bad: text cut with an ellipsis: p "Awareness band')),
    ).toBe(true);
    expect(problems.some((line) => /^bad: hides \d+px sideways: div "GameResult"/.test(line))).toBe(true);
    expect(problems).toContain('bad: chart label cut: "Phishing and em…"');
    await tab.close();
  });

  it('checks with the text at 200 %: a box sized in pixels that fits at 100 % overflows', async () => {
    const tab = await browser.newPage();
    await tab.setViewportSize({ width: 1280, height: 600 });
    await tab.setContent(
      page(
        '<p style="width:400px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">Forty letters or so, in a line of text</p>',
      ),
    );
    expect(await reflowProblems(tab, 'plain')).toEqual([]);
    const problems = await reflowEveryWay(tab, 'zoom', { width: 1280, height: 600 });
    expect(problems.some((line) => line.startsWith('zoom@200%text: text cut with an ellipsis'))).toBe(true);
    // The text size is back to normal afterwards.
    expect(await reflowProblems(tab, 'after')).toEqual([]);
    await tab.close();
  });
});

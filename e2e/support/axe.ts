/// <reference lib="dom" />
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's browser build; evaluated through the DevTools protocol, so the app's CSP allows it. */
const AXE_SOURCE = axe.source;

/** The WCAG 2.1 A and AA rules. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeResult {
  violations: { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }[];
}

/**
 * The WCAG A/AA failures axe finds on the page as it is now (colour contrast, names, labels,
 * landmarks, ARIA), one line per failing element, prefixed by `where` (screen, language, scheme).
 */
export async function accessibilityFailures(page: Page, where: string): Promise<string[]> {
  // Colours measured mid-transition (after a colour-scheme switch) would be neither scheme's.
  // Endless animations (a spinner) are left alone; a cancelled one counts as over.
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished),
    ),
  );
  // Each frame (an embedded game's) is checked in its own context: axe's messages between
  // frames do not cross a sandboxed frame's opaque origin.
  const results: AxeResult[] = [];
  for (const frame of page.frames()) {
    // An empty frame (about:blank) has nothing to check.
    if (frame !== page.mainFrame() && frame.url() === 'about:blank') continue;
    const hasAxe = await frame.evaluate(() => 'axe' in window);
    if (!hasAxe) await frame.evaluate(AXE_SOURCE);
    const result = await frame.evaluate(
      (tags) =>
        (
          window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }
        ).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
          iframes: false,
        }),
      TAGS,
    );
    results.push(result as AxeResult);
  }
  return results.flatMap((result) =>
    result.violations.flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where}: ${violation.id} at ${node.target.join(' ')}: ${(node.failureSummary ?? violation.help).replace(/\s+/g, ' ').slice(0, 240)}`,
      ),
    ),
  );
}

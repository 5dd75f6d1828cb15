/// <reference lib="dom" />
import axe from 'axe-core';
import type { Frame, Page } from 'playwright-core';
import { isReviewed, REVIEWED, type ReviewedResult } from './axe-reviewed.js';

/** axe-core's browser build; evaluated through the DevTools protocol, so the app's CSP allows it. */
const AXE_SOURCE = axe.source;

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules (2.2 adds the target size of 2.5.8). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeRule {
  id: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string; html?: string }[];
}
interface AxeResult {
  violations: AxeRule[];
  /** What axe could not decide by itself ("needs review"). */
  incomplete: AxeRule[];
}

/** How a "needs review" result's selector ends when its element lies under an open modal's overlay. */
export const BEHIND_OPEN_MODAL = '(behind an open modal)';

/**
 * Adds BEHIND_OPEN_MODAL to the selector of each undecided element that an open modal dialog
 * covers: axe cannot measure text under the dialog's overlay, and nobody reads it there.
 */
async function markBehindModal(frame: Frame, result: AxeResult): Promise<AxeResult> {
  const targets = result.incomplete.flatMap((rule) => rule.nodes.map((node) => node.target.join(' ')));
  const behind = await frame.evaluate((selectors) => {
    const modal = Array.from(document.querySelectorAll('[role="dialog"][aria-modal="true"]')).find(
      (element) => element.getClientRects().length > 0,
    );
    return selectors.map((selector) => {
      const element = modal ? document.querySelector(selector) : null;
      return element !== null && !modal?.contains(element);
    });
  }, targets);
  let index = 0;
  for (const rule of result.incomplete) {
    for (const node of rule.nodes) {
      if (behind[index++]) node.target = [...node.target, BEHIND_OPEN_MODAL];
    }
  }
  return result;
}

const linesOf = (rules: AxeRule[], where: string, kind: string) =>
  rules.flatMap((rule) =>
    rule.nodes.map(
      (node) =>
        `${where}: ${kind}${rule.id} at ${node.target.join(' ')}: ${(node.failureSummary ?? rule.help).replace(/\s+/g, ' ').slice(0, 240)}`,
    ),
  );

export interface AccessibilityFindings {
  /** Violations and the "needs review" results nobody has reviewed (e2e/support/axe-reviewed.ts). */
  failures: string[];
  /** Every "needs review" result, reviewed or not, for the report. */
  review: string[];
}

/**
 * The WCAG A/AA failures axe finds on the page as it is now (colour contrast, names, labels,
 * landmarks, ARIA, target size), one line per failing element, prefixed by `where` (screen,
 * language, scheme), and what it could not decide. A result it could not decide is a failure
 * too unless it is in `reviewed` (by default the list of e2e/support/axe-reviewed.ts).
 */
export async function accessibilityFindings(
  page: Page,
  where: string,
  reviewed: readonly ReviewedResult[] = REVIEWED,
): Promise<AccessibilityFindings> {
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
  const gameResults: AxeResult[] = [];
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
          resultTypes: ['violations', 'incomplete'],
          iframes: false,
        }),
      TAGS,
    );
    const marked = await markBehindModal(frame, result as AxeResult);
    (frame === page.mainFrame() ? results : gameResults).push(marked);
  }
  // An embedded game's "needs review" results are reported, not failed: its panels float over a
  // WebGL canvas, whose pixels axe cannot read, so it cannot tell their background. They are not
  // reviewed yet (docs/architecture.md); its violations fail as the platform's do.
  for (const line of gameResults.flatMap((result) => linesOf(result.incomplete, where, 'needs review: ')))
    console.warn(`[a11y] embedded game, unreviewed: ${line}`);
  const violations = [...results, ...gameResults].flatMap((result) => linesOf(result.violations, where, ''));
  const unreviewed = results.flatMap((result) =>
    result.incomplete.flatMap((rule) =>
      linesOf(
        [
          {
            ...rule,
            nodes: rule.nodes.filter(
              (node) => !isReviewed(rule.id, `${node.target.join(' ')} ${node.html ?? ''}`, reviewed),
            ),
          },
        ],
        where,
        'needs review: ',
      ),
    ),
  );
  const review = results.flatMap((result) => linesOf(result.incomplete, where, 'needs review: '));
  return { failures: [...violations, ...unreviewed], review };
}

/** The failures of `accessibilityFindings`: violations and unreviewed "needs review" results. */
export async function accessibilityFailures(page: Page, where: string): Promise<string[]> {
  return (await accessibilityFindings(page, where)).failures;
}

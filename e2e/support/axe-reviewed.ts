/**
 * The "needs review" results of axe (its `incomplete` results: what it cannot decide by itself)
 * that a person has looked at and found to pass, each keyed by its rule and a piece of the
 * element's selector, with why it passes. Contrast ratios are WCAG's, worked out by hand from
 * the default theme (lib/theme/theme-palette.ts): text #1a1b2e on cards #ffffff is 16.9:1 in
 * light, #e9e9f3 on #1b1b38 is 13.8:1 in dark (AA asks 4.5:1, 3:1 for large text).
 *
 * Anything axe cannot decide that is not here fails the check (e2e/support/axe.ts): fix the
 * screen (give text a solid background axe can measure) or add an entry after checking it.
 */
export interface ReviewedResult {
  /** axe's rule id. */
  rule: string;
  /** A piece of the element's selector (axe's `target`) or of its opening tag (axe's `html`). */
  selector: string;
  /** Why it passes, checked by hand. */
  reason: string;
}

export const REVIEWED: readonly ReviewedResult[] = [
  {
    rule: 'label-content-name-mismatch',
    // The bell's name while there are unread notifications (notifications.json `bellLabel`, ar).
    selector: 'aria-label="الإشعارات، غير المقر',
    reason:
      'the bell\'s only visible text is its unread count in Arabic-Indic digits, which its name ends with ("الإشعارات، غير المقروءة: ٣"): axe cannot match words in those digits; in English it finds the count in the name by itself (WCAG 2.5.3)',
  },
  {
    rule: 'color-contrast',
    // e2e/support/axe.ts adds this to the selector of an element an open modal dialog covers.
    selector: '(behind an open modal)',
    reason:
      'the page under an open modal dialog: its overlay covers it, so axe cannot tell the colour behind the text, and nobody reads it there; the same text is checked on the page without the dialog',
  },
  {
    rule: 'color-contrast',
    selector: 'mantine-RingProgress-label',
    reason:
      "a score's number sits in the hole of its ring, in the page's text colour on the card's (16.9:1 light, 13.8:1 dark): the ring is drawn around it, not under it, so axe sees an SVG it cannot measure",
  },
  {
    rule: 'color-contrast',
    // features/live/components/countdown.module.css: `.seconds`, a CSS module class (`_seconds_…`).
    selector: '_seconds_',
    reason:
      "a live question's seconds sit in the hole of its draining ring, in the page's text colour on the card or page (16.9:1 light, 13.8:1 dark): the ring's SVG is drawn around them, not under them, so axe sees an image it cannot measure",
  },
  {
    rule: 'color-contrast',
    // features/notifications: a notification's text; the unread dot beside it is what overlaps.
    selector: '[data-testid="notification-item"]',
    reason:
      "a notification's text is the page's text colour on its item: the card (16.9:1 light, 13.8:1 dark) or, unread, the primary colour's light tint (about 15:1 light on #e8f1f2); axe stops at the unread dot beside it, which does not lie under the text",
  },
  {
    rule: 'color-contrast',
    selector: 'tspan',
    reason:
      "a chart's axis labels are SVG text in the page's text colour (currentColor) on the card (16.9:1 light, 13.8:1 dark); the numbers are in the chart's table too",
  },
  {
    rule: 'color-contrast',
    selector: 'mantine-ChartLegend-legendItemName',
    reason:
      "a chart legend's name is in the page's text colour on the card (16.9:1 light, 13.8:1 dark); the image axe sees is its colour swatch beside it, not under it",
  },
];

/** Whether a "needs review" result of `rule` at the element `selector` (with its tag) was reviewed. */
export const isReviewed = (
  rule: string,
  selector: string,
  reviewed: readonly ReviewedResult[] = REVIEWED,
): boolean => reviewed.some((each) => each.rule === rule && selector.includes(each.selector));

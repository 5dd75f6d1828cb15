/**
 * Recharts draws left to right whatever the page direction (its container is kept `dir="ltr"`).
 * Right to left, the category axis runs from the right and the value axis stands on the right,
 * as an Arabic reader expects.
 */
export function chartAxes(direction: 'ltr' | 'rtl') {
  const isRtl = direction === 'rtl';
  return {
    /** A time or category axis along the bottom. */
    xAxisProps: { reversed: isRtl },
    /** The value axis beside it. */
    yAxisProps: { orientation: isRtl ? ('right' as const) : ('left' as const) },
  };
}

/** Horizontal bars: values grow from the start edge, the names stand at the start edge. */
export function barAxes(direction: 'ltr' | 'rtl', nameWidth: number) {
  const isRtl = direction === 'rtl';
  return {
    xAxisProps: { reversed: isRtl },
    yAxisProps: { orientation: isRtl ? ('right' as const) : ('left' as const), width: nameWidth },
  };
}

/** Shortens a label to `max` characters with an ellipsis; the full text is in the chart's table. */
export function shorten(label: string, max: number): string {
  return label.length <= max ? label : `${label.slice(0, Math.max(1, max - 1)).trimEnd()}…`;
}

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const RIGHT_TO_LEFT_MARK = '\u200F';

/**
 * An SVG label sits in a left-to-right chart; an Arabic label ending in a neutral character
 * (the ellipsis, a bracket) would show it on the wrong side, so the marks keep it right to left.
 */
export function directedLabel(label: string): string {
  return ARABIC_LETTER.test(label) ? `${RIGHT_TO_LEFT_MARK}${label}${RIGHT_TO_LEFT_MARK}` : label;
}

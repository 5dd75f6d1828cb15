const TICK = { fontSize: 12, fill: 'currentColor' };

/**
 * Right to left, the labels are laid out right to left too (an Arabic name with a Latin word keeps
 * its order). Mantine moves the side axis' labels 10px to the left, away from a left axis; on the
 * right they move right, and anchor at their left end, or they would run under the bars and lines.
 */
const RTL_BOTTOM_TICK = { ...TICK, transform: 'translate(0, 10)', direction: 'rtl' } as const;
const RTL_SIDE_TICK = {
  ...TICK,
  transform: 'translate(10, 0)',
  direction: 'rtl',
  textAnchor: 'end',
} as const;

/**
 * Recharts draws left to right whatever the page direction (its container is kept `dir="ltr"`).
 * Right to left, the category axis runs from the right and the value axis stands on the right,
 * as an Arabic reader expects.
 */
export function chartAxes(direction: 'ltr' | 'rtl') {
  const isRtl = direction === 'rtl';
  return {
    /** A time or category axis along the bottom. */
    xAxisProps: isRtl ? { reversed: true, tick: RTL_BOTTOM_TICK } : { reversed: false },
    /** The value axis beside it. */
    yAxisProps: isRtl
      ? { orientation: 'right' as const, tick: RTL_SIDE_TICK }
      : { orientation: 'left' as const },
  };
}

/** Horizontal bars: values grow from the start edge, the names stand at the start edge. */
export function barAxes(direction: 'ltr' | 'rtl', nameWidth: number) {
  const { xAxisProps, yAxisProps } = chartAxes(direction);
  return { xAxisProps, yAxisProps: { ...yAxisProps, width: nameWidth } };
}

/** The legend and the tooltip are HTML inside the left-to-right chart: they follow the page. */
export function chartOverlays(direction: 'ltr' | 'rtl') {
  const wrapperStyle = { direction };
  return { legendProps: { verticalAlign: 'bottom' as const, wrapperStyle }, tooltipProps: { wrapperStyle } };
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

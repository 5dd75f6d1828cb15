const TICK = { fontSize: 12, fill: 'currentColor' };

/**
 * Right to left, the labels are laid out right to left too (a name with a Latin word keeps its
 * order). Mantine moves the side axis' labels 10px to the left, away from a left axis; on the
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
 * Recharts draws left to right whatever the page direction. Right to left, the category axis
 * runs from the right and the value axis stands on the right, as an Arabic reader expects.
 */
export function chartAxes(direction: 'ltr' | 'rtl') {
  const isRtl = direction === 'rtl';
  return {
    xAxisProps: isRtl ? { reversed: true, tick: RTL_BOTTOM_TICK } : { reversed: false },
    yAxisProps: {
      ...(isRtl ? { orientation: 'right' as const, tick: RTL_SIDE_TICK } : { orientation: 'left' as const }),
      domain: [0, 100] as [number, number],
    },
  };
}

/** The legend and the tooltip are HTML inside the left-to-right chart: they follow the page. */
export function chartOverlays(direction: 'ltr' | 'rtl') {
  const wrapperStyle = { direction };
  return { legendProps: { verticalAlign: 'bottom' as const, wrapperStyle }, tooltipProps: { wrapperStyle } };
}

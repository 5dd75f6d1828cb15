/**
 * Recharts draws left to right whatever the page direction. Right to left, the category axis
 * runs from the right and the value axis stands on the right, as an Arabic reader expects.
 */
export function chartAxes(direction: 'ltr' | 'rtl') {
  const isRtl = direction === 'rtl';
  return {
    xAxisProps: { reversed: isRtl },
    yAxisProps: {
      orientation: isRtl ? ('right' as const) : ('left' as const),
      domain: [0, 100] as [number, number],
    },
  };
}

/** A SegmentedControl's labels wrap on a narrow phone instead of being cut off (WCAG 1.4.10). */
export const WRAPPING_LABELS = {
  label: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
  control: { minWidth: 0 },
} as const;

/**
 * The throttled mid-range phone of issue 26, as Chrome DevTools defines it: a 4× CPU slowdown
 * and its "Fast 3G" network preset (renamed "Slow 4G" in recent DevTools, same figures), at
 * 390 × 844 CSS pixels (an iPhone 12/13/14: 3 device pixels per CSS pixel, touch).
 */

export const PHONE_CONTEXT = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;

export const CPU_SLOWDOWN = 4;

/** DevTools' preset: 1.6 Mbit/s down and 750 kbit/s up, each × 0.9, and 150 ms × 3.75 of latency. */
export const FAST_3G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
} as const;

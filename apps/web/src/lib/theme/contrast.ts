/**
 * WCAG 2.2 contrast (success criteria 1.4.3 and 1.4.11): relative luminance of sRGB colours and
 * the ratio between two, for the branding screen's warnings.
 */

/** Normal text needs 4.5:1 at level AA. */
export const AA_TEXT_RATIO = 4.5;

/** The red, green and blue (0..255) of `#rgb`, `#rrggbb` or `#rrggbbaa` (alpha ignored); undefined otherwise. */
export function parseHex(color: string): [number, number, number] | undefined {
  const hex = color.trim().replace(/^#/, '');
  if (!/^(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) return undefined;
  const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex.slice(0, 6);
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

const linear = (channel: number) => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

export function relativeLuminance([red, green, blue]: [number, number, number]): number {
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The contrast ratio (1..21) of two colours; undefined when either is not a hex colour. */
export function contrastRatio(foreground: string, background: string): number | undefined {
  const front = parseHex(foreground);
  const back = parseHex(background);
  if (!front || !back) return undefined;
  const [lighter, darker] = [relativeLuminance(front), relativeLuminance(back)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

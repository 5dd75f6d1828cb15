import type { ThemeSettings } from '@awarequest/contracts';
import { AA_TEXT_RATIO, contrastRatio } from '../../../lib/theme/contrast';
import { themePalette, type ColorMode, type ThemePalette } from '../../../lib/theme/theme-palette';

/** A pair of colours the product draws text with, and how it reads. */
export interface ContrastCheck {
  pair: 'fontsOnContainer' | 'fontsOnCards' | 'sidebarFont' | 'buttonText' | 'bannerText';
  mode: ColorMode;
  foreground: string;
  background: string;
  ratio: number;
  isReadable: boolean;
}

const WHITE = '#ffffff';

const PAIRS: { pair: ContrastCheck['pair']; colors: (palette: ThemePalette) => [string, string] }[] = [
  { pair: 'fontsOnContainer', colors: (palette) => [palette.fonts, palette.container] },
  { pair: 'fontsOnCards', colors: (palette) => [palette.fonts, palette.cards] },
  { pair: 'sidebarFont', colors: (palette) => [palette.sidebarFont, palette.sidebar] },
  { pair: 'buttonText', colors: (palette) => [WHITE, palette.action] },
];

/**
 * The text pairs of both schemes against WCAG AA for normal text (4.5:1): text on the page and
 * on cards, the header's text, the buttons' white text, and the white title on the banner's
 * secondary-colour tint (the same in both schemes, checked once).
 */
export function contrastChecks(theme: ThemeSettings): ContrastCheck[] {
  const checks: ContrastCheck[] = [];
  const add = (pair: ContrastCheck['pair'], mode: ColorMode, [foreground, background]: [string, string]) => {
    const ratio = contrastRatio(foreground, background);
    if (ratio === undefined) return;
    checks.push({ pair, mode, foreground, background, ratio, isReadable: ratio >= AA_TEXT_RATIO });
  };
  for (const mode of ['light', 'dark'] as const) {
    const palette = themePalette(theme, mode);
    for (const { pair, colors } of PAIRS) add(pair, mode, colors(palette));
  }
  add('bannerText', 'light', [WHITE, themePalette(theme, 'light').brandSecondary]);
  return checks;
}

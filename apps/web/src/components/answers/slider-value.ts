import { normalizeDigits, type Language, type SliderView } from '@awarequest/contracts';
import { formatNumber } from '../../lib/number-format';

/** The step's decimals, so 0.1 steps do not show 0.30000000000000004. */
const decimalsOf = (step: number): number => {
  const [, fraction = ''] = String(step).split('.');
  return fraction.length;
};

/** The nearest value the slider can take: inside the range and on a step from `min`. */
export function snapToSlider(view: SliderView, value: number): number {
  const clamped = Math.min(view.max, Math.max(view.min, value));
  const steps = Math.round((clamped - view.min) / view.step);
  const snapped = Math.min(view.max, view.min + steps * view.step);
  return Number(snapped.toFixed(decimalsOf(view.step)));
}

/** Where the slider starts: the middle of its range, on a step. */
export const sliderStart = (view: SliderView): number => snapToSlider(view, (view.min + view.max) / 2);

/**
 * Reads a number as a player types it: Latin or Arabic-Indic digits, a decimal point, comma or
 * the Arabic decimal separator (٫), a minus sign. Null when it is not a number.
 */
export function parseTypedNumber(text: string): number | null {
  const plain = normalizeDigits(text.trim())
    .replace(/[\u066b,]/g, '.')
    .replace(/[\u2212\u2013]/g, '-')
    .replace(/\s|\u066c/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(plain)) return null;
  return Number(plain);
}

/** A value with its unit in the page's language and digits: "٣٠ ٪", "30 %". */
export function formatEstimate(value: number, unit: string, language: Language): string {
  const number = formatNumber(value, language);
  return unit ? `${number} ${unit}` : number;
}

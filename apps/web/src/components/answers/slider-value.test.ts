import { describe, expect, it } from 'vitest';
import { formatEstimate, parseTypedNumber, sliderStart, snapToSlider } from './slider-value';

const view = { min: -1, max: 2, step: 0.1, unit: { en: 'GB', ar: 'غيغابايت' } };

describe('a slider value', () => {
  it('snaps to a step inside the range, without float noise', () => {
    expect(snapToSlider(view, 0.3)).toBe(0.3);
    expect(snapToSlider(view, 0.34)).toBe(0.3);
    expect(snapToSlider(view, 9)).toBe(2);
    expect(snapToSlider(view, -5)).toBe(-1);
    expect(sliderStart(view)).toBe(0.5);
    expect(sliderStart({ ...view, min: 0, max: 10, step: 3 })).toBe(6);
  });

  it('reads Latin and Arabic-Indic digits and either decimal separator, and refuses what is no number', () => {
    expect(parseTypedNumber('١٢٫٥')).toBe(12.5);
    expect(parseTypedNumber(' 12,5 ')).toBe(12.5);
    expect(parseTypedNumber('۴۲')).toBe(42);
    expect(parseTypedNumber('-3')).toBe(-3);
    expect(parseTypedNumber('−3')).toBe(-3);
    expect(parseTypedNumber('')).toBeNull();
    expect(parseTypedNumber('1e5')).toBeNull();
    expect(parseTypedNumber('12abc')).toBeNull();
  });

  it('is written with its unit in the reader’s digits', () => {
    expect(formatEstimate(12.5, 'GB', 'en')).toBe('12.5 GB');
    expect(formatEstimate(12.5, 'غيغابايت', 'ar')).toBe('١٢٫٥ غيغابايت');
    expect(formatEstimate(3, '', 'ar')).toBe('٣');
  });
});

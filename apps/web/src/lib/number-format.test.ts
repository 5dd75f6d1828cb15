import { describe, expect, it } from 'vitest';
import { formatNumber, localeOf } from './number-format';

describe('formatNumber', () => {
  it('writes English numbers as the spec does, without separators', () => {
    expect(formatNumber(0, 'en')).toBe('0');
    expect(formatNumber(10000, 'en')).toBe('10000');
    expect(formatNumber(66.66, 'en')).toBe('66.7');
  });

  it('writes Arabic numbers in Arabic-Indic digits', () => {
    expect(formatNumber(0, 'ar')).toBe('٠');
    expect(formatNumber(1500, 'ar')).toBe('١٥٠٠');
    expect(formatNumber(2.5, 'ar')).toBe('٢٫٥');
  });

  it('names the locale that asks for Arabic-Indic digits', () => {
    expect(new Intl.NumberFormat(localeOf('ar')).resolvedOptions().numberingSystem).toBe('arab');
    expect(new Intl.NumberFormat(localeOf('en')).resolvedOptions().numberingSystem).toBe('latn');
  });
});

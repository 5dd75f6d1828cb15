import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatNumber, formatPercent } from './format';

describe('dashboard formatting', () => {
  it('writes numbers with Western digits in English and Arabic-Indic digits in Arabic', () => {
    expect(formatNumber(1234.56, 'en')).toBe('1,234.6');
    expect(formatNumber(75, 'ar')).toBe('٧٥');
    expect(formatNumber(62.5, 'ar')).toBe('٦٢٫٥');
  });

  it('writes a 0..100 value as a percentage', () => {
    expect(formatPercent(62.5, 'en')).toBe('62.5%');
    expect(formatPercent(100, 'en')).toBe('100%');
    expect(formatPercent(0, 'en')).toBe('0%');
    expect(formatPercent(40, 'ar')).toMatch(/^٤٠\s?٪/u);
  });

  it('writes days and instants in the reader language', () => {
    expect(formatDay('2026-03-05', 'en', 'short')).toBe('5 Mar');
    expect(formatDay('2026-03-05', 'ar', 'short')).toContain('٥');
    expect(formatDateTime('2026-03-05T10:00:00Z', 'ar')).not.toMatch(/[0-9]/);
    expect(formatDateTime('2026-03-05T10:00:00Z', 'en')).toContain('2026');
  });
});

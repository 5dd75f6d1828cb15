import { describe, expect, it } from 'vitest';
import { countryName, formatDay, formatNumber, formatPercent } from './format';

describe('report formats', () => {
  it('writes numbers in the reader’s digits, a dash for none', () => {
    expect(formatNumber(62.5, 'en')).toBe('62.5');
    expect(formatNumber(62.5, 'ar')).toBe('٦٢٫٥');
    expect(formatNumber(null, 'en')).toBe('—');
    expect(formatPercent(40, 'en')).toBe('40%');
  });

  it('names countries by their code and keeps other values', () => {
    expect(countryName('SA', 'en')).toBe('Saudi Arabia');
    expect(countryName('sa', 'ar')).toBe('المملكة العربية السعودية');
    expect(countryName('Atlantis', 'en')).toBe('Atlantis');
  });

  it('formats a day in UTC', () => {
    expect(formatDay('2026-11-02', 'en', 'short')).toBe('2 Nov');
    expect(formatDay('2026-11-02', 'en', 'medium')).toBe('2 Nov 2026');
  });
});

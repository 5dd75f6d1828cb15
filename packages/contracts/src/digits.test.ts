import { describe, expect, it } from 'vitest';
import { normalizeDigits } from './digits.js';

describe('normalizeDigits', () => {
  it('reads Arabic-Indic and Extended Arabic-Indic digits as ASCII', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normalizeDigits('١٧٥')).toBe('175');
  });

  it('leaves everything else as it is', () => {
    expect(normalizeDigits('EMP-١٢ cm')).toBe('EMP-12 cm');
    expect(normalizeDigits('محمد 42')).toBe('محمد 42');
    expect(normalizeDigits('')).toBe('');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeDigits, toArabicIndicDigits } from './digits.js';

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

describe('normalizeDigits, for any number', () => {
  const toArabicIndic = (text: string) =>
    text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
  const toExtended = (text: string) =>
    text.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));

  it('reads the Arabic-Indic spelling as the ASCII one', () => {
    fc.assert(
      fc.property(fc.nat(), (value) => {
        const ascii = String(value);
        expect(normalizeDigits(toArabicIndic(ascii))).toBe(ascii);
        expect(normalizeDigits(toExtended(ascii))).toBe(ascii);
      }),
    );
  });

  it('changes nothing without Arabic-Indic digits', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/[\u0660-\u0669\u06f0-\u06f9]/.test(text));
        expect(normalizeDigits(text)).toBe(text);
      }),
    );
  });
});

describe('toArabicIndicDigits', () => {
  it('writes digits as Arabic-Indic ones and a decimal point between digits as ٫', () => {
    expect(toArabicIndicDigits('من 7 إلى 20')).toBe('من ٧ إلى ٢٠');
    expect(toArabicIndicDigits('3.5 نقطة.')).toBe('٣٫٥ نقطة.');
  });

  it('is undone by normalizeDigits for any whole number', () => {
    fc.assert(
      fc.property(fc.nat(), (value) => {
        expect(normalizeDigits(toArabicIndicDigits(String(value)))).toBe(String(value));
      }),
    );
  });
});

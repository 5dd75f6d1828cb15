import { toArabicIndicDigits, type Language } from '@awarequest/contracts';

/**
 * Numbers in the reader's language: Arabic writes Arabic-Indic digits (٠١٢٣) and the Arabic
 * decimal separator. The `u-nu-arab` extension says so, because plain `ar` now defaults to Latin
 * digits in ICU.
 */
const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG-u-nu-arab' };

export const localeOf = (language: Language): string => LOCALES[language];

const formats = new Map<Language, Intl.NumberFormat>();

/**
 * A count, score, rank or limit, with at most one decimal and no thousands separator: only the
 * digits change with the language, so an English text reads exactly as the spec writes it.
 */
export function formatNumber(value: number, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1, useGrouping: false });
    formats.set(language, format);
  }
  return format.format(value);
}

/** A value already on the 0..100 scale, as a percentage with at most one decimal (٪ in Arabic). */
export function formatPercent(value: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  );
}

/** Digits in a text (a PIN, a code) in the reader's digits: Arabic-Indic in Arabic. */
export const digitsIn = (text: string, language: Language): string =>
  language === 'ar' ? toArabicIndicDigits(text) : text;

import type { Language } from '@awarequest/contracts';

/** Numbers and dates of the reports in the reader's language (Arabic-Indic digits in Arabic). */
const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG-u-nu-arab' };

export function formatNumber(value: number | null, language: Language): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 }).format(value);
}

/** A value already on the 0..100 scale, as a percentage. */
export function formatPercent(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  );
}

export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/** A YYYY-MM-DD day (UTC) as a date. */
export function formatDay(day: string, language: Language, style: 'short' | 'medium' = 'short'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'short' ? { day: 'numeric', month: 'short' } : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A two-letter country code as the country's name; any other value as it is. */
export function countryName(value: string, language: Language): string {
  if (!/^[A-Za-z]{2}$/.test(value)) return value;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(value.toUpperCase()) ?? value;
  } catch {
    return value;
  }
}

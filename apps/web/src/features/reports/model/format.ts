import type { Language } from '@awarequest/contracts';
import { localeOf } from '../../../lib/number-format';

/** Numbers and dates of the reports in the reader's language (Arabic-Indic digits in Arabic). */

export { formatPercent } from '../../../lib/number-format';

export function formatNumber(value: number | null, language: Language): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1 }).format(value);
}

export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/** A YYYY-MM-DD day (UTC) as a date. */
export function formatDay(day: string, language: Language, style: 'short' | 'medium' = 'short'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'short' ? { day: 'numeric', month: 'short' } : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' }).format(
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

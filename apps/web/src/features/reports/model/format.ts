import type { Language } from '@awarequest/contracts';
import { formatDateTime as formatInstant } from '../../../lib/date-format';
import { localeOf } from '../../../lib/number-format';

/** Numbers and dates of the reports in the reader's language (Arabic-Indic digits in Arabic). */

export { formatPercent } from '../../../lib/number-format';

export function formatNumber(value: number | null, language: Language): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1 }).format(value);
}

export { formatDay } from '../../../lib/date-format';

/** A report's instants are written in UTC, as its files' "Finished at (UTC)" column. */
export function formatDateTime(iso: string, language: Language): string {
  return formatInstant(iso, language, 'UTC');
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

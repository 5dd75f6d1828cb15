import type { Language } from '@awarequest/contracts';
import { localeOf } from '../../../lib/number-format';

/**
 * Numbers and dates of the dashboard in the reader's language: Arabic uses Arabic-Indic digits
 * (٠١٢٣), the Arabic decimal separator and per-mille-free percent sign (٪).
 */

export { formatPercent } from '../../../lib/number-format';

/** A count or score, with at most one decimal. */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1 }).format(value);
}

/** An ISO instant as a date and time. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** A YYYY-MM-DD day (UTC) as a short date, for chart axes and their tables. */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

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

export { formatDateTime, formatDay } from '../../../lib/date-format';

import type { Language } from '@awarequest/contracts';
import { localeOf } from '../../../lib/number-format';

const formats = new Map<Language, Intl.DateTimeFormat>();

/**
 * An event's date in the reader's time zone with the month written out: `1 November 2026`, and
 * in Arabic `١ نوفمبر ٢٠٢٦` (Arabic month names, Arabic-Indic digits). The medium date style
 * writes Arabic dates as digits only (٠١/١١/٢٠٢٦), which reads less well for a due date.
 */
export function formatEventDate(iso: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'long', year: 'numeric' });
    formats.set(language, format);
  }
  return format.format(new Date(iso));
}

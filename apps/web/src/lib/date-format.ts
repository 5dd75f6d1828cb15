import type { Language } from '@awarequest/contracts';
import { localeOf } from './number-format';

/**
 * Dates in the reader's language, from the same locale table as the numbers: Arabic writes
 * Arabic month names and Arabic-Indic digits (٢٦ نوفمبر ٢٠٢٦), English the British order
 * (26 Nov 2026). Formatters are built once per language and options.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), options);
    formats.set(key, format);
  }
  return format;
}

/** A calendar day written `YYYY-MM-DD`, read as that day wherever the reader is. */
export function dayToDate(day: string): Date {
  return new Date(`${day.slice(0, 10)}T00:00:00Z`);
}

export type DayStyle = 'short' | 'medium' | 'long';

const DAY_OPTIONS: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  short: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  medium: { dateStyle: 'medium', timeZone: 'UTC' },
  long: { dateStyle: 'long', timeZone: 'UTC' },
};

/** A `YYYY-MM-DD` day: short for chart axes, medium in tables, long on a profile. */
export function formatDay(day: string, language: Language, style: DayStyle = 'medium'): string {
  return formatter(language, DAY_OPTIONS[style]).format(dayToDate(day));
}

/** An ISO instant as a date, in the reader's time zone unless `timeZone` says otherwise. */
export function formatDate(iso: string, language: Language, timeZone?: string): string {
  return formatter(language, { dateStyle: 'medium', timeZone }).format(new Date(iso));
}

/** An ISO instant as a date and time, in the reader's time zone unless `timeZone` says otherwise. */
export function formatDateTime(iso: string, language: Language, timeZone?: string): string {
  return formatter(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

export type CalendarPart = 'month-year' | 'month' | 'weekday' | 'year';

const PART_OPTIONS: Record<CalendarPart, Intl.DateTimeFormatOptions> = {
  'month-year': { month: 'long', year: 'numeric', timeZone: 'UTC' },
  month: { month: 'short', timeZone: 'UTC' },
  weekday: { weekday: 'narrow', timeZone: 'UTC' },
  year: { year: 'numeric', timeZone: 'UTC' },
};

/** Parts of a calendar for a date picker: a month's title, a weekday's short name, a year. */
export function formatCalendarPart(day: string, language: Language, part: CalendarPart): string {
  return formatter(language, PART_OPTIONS[part]).format(dayToDate(day));
}

/**
 * An ISO instant as a date with the month's name (٣٠ ديسمبر ٢٠٢٦, 30 December 2026), in the
 * reader's time zone unless `timeZone` says otherwise: for due dates, where a numeric date
 * would read differently from one country to another.
 */
export function formatLongDate(iso: string, language: Language, timeZone?: string): string {
  return formatter(language, { dateStyle: 'long', timeZone }).format(new Date(iso));
}

/** An ISO instant as a date with the month's name and a time, in the reader's time zone. */
export function formatLongDateTime(iso: string, language: Language, timeZone?: string): string {
  return formatter(language, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(iso));
}

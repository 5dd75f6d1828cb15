import { z } from 'zod';
import { normalizeDigits } from '../digits.js';
import { encodeRule } from './messages.js';

/** Days 1-31 (docs/product.md §3). */
export const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);
/** Months January-December, as numbers 1-12; their names live in the UI catalogs. */
export const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
/** Number of years in the birth-year list: the current year back 13 years (docs/product.md §3, §9). */
export const YEAR_RANGE = 14;

export function birthYears(now: Date = new Date()): number[] {
  const current = now.getUTCFullYear();
  return Array.from({ length: YEAR_RANGE }, (_, index) => current - index);
}

const EARLIEST_BIRTH_YEAR = 1900;

/** True when year-month-day names a real calendar day between 1900 and today. */
export function isRealPastDate(year: number, month: number, day: number, now = new Date()): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  const isCalendarDay =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isCalendarDay && year >= EARLIEST_BIRTH_YEAR && date.getTime() <= now.getTime();
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date of birth on the wire: `YYYY-MM-DD`, a real day, not in the future. */
export const dateOfBirthSchema = z
  .string({ error: encodeRule('date') })
  .transform((value) => normalizeDigits(value).trim())
  .refine(
    (value) => {
      const match = ISO_DATE.exec(value);
      return match !== null && isRealPastDate(Number(match[1]), Number(match[2]), Number(match[3]));
    },
    { error: encodeRule('date') },
  );

const part = z.preprocess(
  (value) => (typeof value === 'string' ? Number(normalizeDigits(value).trim() || Number.NaN) : value),
  z.number({ error: encodeRule('date_select') }).int({ error: encodeRule('date_select') }),
);

/**
 * The date of birth as a form enters it: MM / DD / YYYY parts. Each missing part answers
 * 'Please select {field}'; a day that does not exist answers 'Please enter a valid date'.
 */
export const dateOfBirthPartsSchema = z
  .object({ month: part, day: part, year: part })
  .refine((parts) => isRealPastDate(parts.year, parts.month, parts.day), {
    error: encodeRule('date'),
    path: ['date_of_birth'],
  })
  .transform(
    (parts) =>
      `${String(parts.year).padStart(4, '0')}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`,
  );

import { describe, expect, it } from 'vitest';
import { dayToDate, formatCalendarPart, formatDate, formatDateTime, formatDay } from './date-format';

describe('formatDay', () => {
  it('writes a day in British order in English', () => {
    expect(formatDay('2026-11-02', 'en', 'short')).toBe('2 Nov');
    expect(formatDay('2026-11-02', 'en')).toBe('2 Nov 2026');
    expect(formatDay('1990-04-15', 'en', 'long')).toBe('15 April 1990');
  });

  it('writes Arabic month names and Arabic-Indic digits in Arabic', () => {
    expect(formatDay('1990-04-15', 'ar', 'long')).toBe('١٥ أبريل ١٩٩٠');
    expect(formatDay('2026-11-02', 'ar')).not.toMatch(/[0-9]/);
  });

  it('reads a day as that day, whatever the time zone', () => {
    expect(dayToDate('2026-01-01').toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(formatDay('2026-01-01', 'en', 'short')).toBe('1 Jan');
  });
});

describe('formatDate and formatDateTime', () => {
  it('write an instant in the time zone asked for', () => {
    expect(formatDate('2026-11-26T23:30:00Z', 'en', 'UTC')).toBe('26 Nov 2026');
    expect(formatDate('2026-11-26T23:30:00Z', 'en', 'Asia/Riyadh')).toBe('27 Nov 2026');
    expect(formatDateTime('2026-11-26T09:05:00Z', 'en', 'UTC')).toBe('26 Nov 2026, 09:05');
    expect(formatDateTime('2026-11-26T09:05:00Z', 'ar', 'UTC')).toContain('٩:٠٥ ص');
  });
});

describe('formatCalendarPart', () => {
  it('names a month, a weekday and a year in the reader’s language', () => {
    expect(formatCalendarPart('2026-11-26', 'en', 'month-year')).toBe('November 2026');
    expect(formatCalendarPart('2026-11-26', 'ar', 'month-year')).toBe('نوفمبر ٢٠٢٦');
    expect(formatCalendarPart('2026-11-26', 'en', 'weekday')).toBe('T');
    expect(formatCalendarPart('2026-11-26', 'ar', 'weekday')).toBe('خ');
    expect(formatCalendarPart('2026-11-26', 'ar', 'year')).toBe('٢٠٢٦');
    expect(formatCalendarPart('2026-11-26', 'ar', 'month')).toBe('نوفمبر');
  });
});

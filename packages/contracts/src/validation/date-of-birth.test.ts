import { describe, expect, it } from 'vitest';
import { errorsOf, fieldMessages } from '../test/rule-messages.js';
import {
  birthYears,
  DAYS,
  dateOfBirthPartsSchema,
  dateOfBirthSchema,
  isRealPastDate,
  MONTHS,
  YEAR_RANGE,
} from './date-of-birth.js';

const INVALID_DATE = ['Please enter a valid date'];
const nextYear = new Date().getUTCFullYear() + 1;

describe('lookup lists', () => {
  it('has days 1-31 and months 1-12', () => {
    expect(DAYS).toEqual(Array.from({ length: 31 }, (_, index) => index + 1));
    expect(MONTHS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('lists 14 birth years: the current year back 13', () => {
    expect(YEAR_RANGE).toBe(14);
    expect(birthYears(new Date('2025-06-15T12:00:00Z'))).toEqual([
      2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014, 2013, 2012,
    ]);
    const years = birthYears();
    expect(years).toHaveLength(14);
    expect(years[0]).toBe(new Date().getUTCFullYear());
    expect(years.at(-1)).toBe(new Date().getUTCFullYear() - 13);
  });
});

describe('isRealPastDate', () => {
  const now = new Date('2025-06-15T12:00:00Z');

  it('knows the calendar', () => {
    expect(isRealPastDate(2024, 2, 29, now)).toBe(true);
    expect(isRealPastDate(2023, 2, 29, now)).toBe(false);
    expect(isRealPastDate(2021, 2, 30, now)).toBe(false);
    expect(isRealPastDate(2021, 4, 31, now)).toBe(false);
    expect(isRealPastDate(2021, 13, 1, now)).toBe(false);
    expect(isRealPastDate(2021, 0, 1, now)).toBe(false);
  });

  it('allows today, not tomorrow, and nothing before 1900', () => {
    expect(isRealPastDate(2025, 6, 15, now)).toBe(true);
    expect(isRealPastDate(2025, 6, 16, now)).toBe(false);
    expect(isRealPastDate(1900, 1, 1, now)).toBe(true);
    expect(isRealPastDate(1899, 12, 31, now)).toBe(false);
  });
});

describe('dateOfBirthSchema (YYYY-MM-DD on the wire)', () => {
  it('accepts a real past day, typed with ASCII or Arabic-Indic digits', () => {
    expect(dateOfBirthSchema.parse('1990-01-15')).toBe('1990-01-15');
    expect(dateOfBirthSchema.parse('١٩٩٠-٠١-١٥')).toBe('1990-01-15');
    expect(dateOfBirthSchema.parse('2000-02-29')).toBe('2000-02-29');
  });

  it.each([
    '2021-02-30',
    '2019-02-29',
    `${nextYear}-01-01`,
    '1899-12-31',
    '1990-1-5',
    '15/01/1990',
    'yesterday',
  ])('answers "Please enter a valid date" for %j', (value) => {
    expect(fieldMessages('date_of_birth', dateOfBirthSchema, value)).toEqual(INVALID_DATE);
    expect(fieldMessages('date_of_birth', dateOfBirthSchema, value, 'ar')).toEqual(['يرجى إدخال تاريخ صالح']);
  });
});

describe('dateOfBirthPartsSchema (MM / DD / YYYY in a form)', () => {
  it('joins the parts into YYYY-MM-DD', () => {
    expect(dateOfBirthPartsSchema.parse({ month: '1', day: '5', year: '1990' })).toBe('1990-01-05');
    expect(dateOfBirthPartsSchema.parse({ month: 12, day: 31, year: 2010 })).toBe('2010-12-31');
    expect(dateOfBirthPartsSchema.parse({ month: '٠٣', day: '٠٧', year: '٢٠١٢' })).toBe('2012-03-07');
  });

  it("answers 'Please select {field}' for each missing part", () => {
    expect(errorsOf(dateOfBirthPartsSchema, { day: '5', year: '1990' })).toEqual({
      month: ['Please select Month'],
    });
    expect(errorsOf(dateOfBirthPartsSchema, { month: '1', day: '', year: '1990' })).toEqual({
      day: ['Please select Day'],
    });
    expect(errorsOf(dateOfBirthPartsSchema, {})).toEqual({
      month: ['Please select Month'],
      day: ['Please select Day'],
      year: ['Please select Year'],
    });
    expect(errorsOf(dateOfBirthPartsSchema, { month: '1', day: '5' }, 'ar')).toEqual({
      year: ['يرجى اختيار السنة'],
    });
    expect(errorsOf(dateOfBirthPartsSchema, { month: 'MM', day: 'DD', year: 'YYYY' }, 'ar')).toEqual({
      month: ['يرجى اختيار الشهر'],
      day: ['يرجى اختيار اليوم'],
      year: ['يرجى اختيار السنة'],
    });
  });

  it("answers 'Please enter a valid date' for a day that does not exist or is to come", () => {
    expect(errorsOf(dateOfBirthPartsSchema, { month: '2', day: '30', year: '2021' })).toEqual({
      date_of_birth: INVALID_DATE,
    });
    expect(errorsOf(dateOfBirthPartsSchema, { month: '1', day: '1', year: String(nextYear) })).toEqual({
      date_of_birth: INVALID_DATE,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS } from './errors.js';

describe('the error catalogue', () => {
  it('holds the fallback texts of docs/product.md §8 for their statuses', () => {
    expect(ERRORS.UNAUTHORIZED).toMatchObject({
      status: 401,
      en: 'Unauthorized access. Your session has expired. Please login again.',
    });
    expect(ERRORS.FORBIDDEN).toMatchObject({
      status: 403,
      en: "You don't have permission to perform this action",
    });
    expect(ERRORS.NOT_FOUND).toMatchObject({ status: 404, en: 'The requested resource was not found' });
    expect(ERRORS.VALIDATION_FAILED).toMatchObject({
      status: 422,
      en: 'Validation failed. Please check your input',
    });
    expect(ERRORS.INTERNAL_ERROR).toMatchObject({
      status: 500,
      en: 'Internal server error. Please try again later',
    });
  });

  it('gives every code an HTTP error status and words in both languages', () => {
    expect(ERROR_CODES).toEqual(Object.keys(ERRORS));
    for (const code of ERROR_CODES) {
      const entry = ERRORS[code];
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      expect(entry.en.trim(), code).not.toBe('');
      expect(entry.ar, code).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    for (const code of ERROR_CODES) {
      expect(placeholders(ERRORS[code].ar), code).toEqual(placeholders(ERRORS[code].en));
    }
    expect(placeholders(ERRORS.RATE_LIMITED.en)).toEqual(['minutes']);
  });
});

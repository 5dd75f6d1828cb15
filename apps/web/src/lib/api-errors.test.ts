import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import en from '../locales/en/errors.json';
import { describeFailedCall } from './api-errors';

// The English catalog stands in for i18next: 'errors:network' -> en.network.
const t = ((key: string) => en[key.replace('errors:', '') as keyof typeof en]) as unknown as TFunction;

describe('the toast text of a failed call (spec §8)', () => {
  it('prefers the server message', () => {
    expect(
      describeFailedCall({ status: 401, body: { message: 'The email or password is incorrect' } }, t),
    ).toBe('The email or password is incorrect');
  });

  it.each([
    [401, 'Unauthorized access. Your session has expired. Please login again.'],
    [403, "You don't have permission to perform this action"],
    [404, 'The requested resource was not found'],
    [422, 'Validation failed. Please check your input'],
    [500, 'Internal server error. Please try again later'],
    [418, 'An unexpected error occurred'],
    [502, 'An unexpected error occurred'],
  ])('falls back by status %i', (status, text) => {
    expect(describeFailedCall({ status, body: {} }, t)).toBe(text);
  });

  it('says network error when no answer came', () => {
    expect(describeFailedCall({}, t)).toBe('Network error - Please check your internet connection');
  });

  it('appends the 422 errors map after a colon, joined by commas', () => {
    const body = {
      errors: { email: ['Please enter a valid email address'], name: ['Name is required', 'x'] },
    };
    expect(describeFailedCall({ status: 422, body }, t)).toBe(
      'Validation failed. Please check your input: Please enter a valid email address, Name is required, x',
    );
  });

  it('lets a server message replace the 422 prefix', () => {
    const body = { message: 'The code is incorrect', errors: { code: ['The code is incorrect'] } };
    expect(describeFailedCall({ status: 422, body }, t)).toBe('The code is incorrect: The code is incorrect');
  });

  it('ignores a blank or non-text server message', () => {
    expect(describeFailedCall({ status: 403, body: { message: '  ' } }, t)).toBe(
      "You don't have permission to perform this action",
    );
    expect(describeFailedCall({ status: 404, body: 'Not Found' }, t)).toBe(
      'The requested resource was not found',
    );
  });
});

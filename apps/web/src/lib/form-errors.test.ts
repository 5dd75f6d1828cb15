import { AxiosError, type AxiosResponse } from 'axios';
import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { formatRuleMessage } from '@awarequest/contracts';
import en from '../locales/en/errors.json';
import { describeFailedCall } from './failed-call';
import { applyServerErrors, describeErrorPath, errorWords, FORM_ERROR } from './form-errors';

// The English catalog stands in for i18next: 'errors:network' -> en.network.
const t = ((key: string) => en[key.replace('errors:', '') as keyof typeof en]) as unknown as TFunction;

describe('the toast text of a failed call (docs/product.md §8)', () => {
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
    const body = { message: 'The code has expired', errors: { code: ['Request a new code'] } };
    expect(describeFailedCall({ status: 422, body }, t)).toBe('The code has expired: Request a new code');
  });

  it('says a text once when a field only repeats the message (a wrong sign-up code)', () => {
    const body = { message: 'The code is incorrect', errors: { code: ['The code is incorrect'] } };
    expect(describeFailedCall({ status: 422, body }, t)).toBe('The code is incorrect');
    const twice = { errors: { email: ['Email is taken'], username: ['Email is taken', 'Too short'] } };
    expect(describeFailedCall({ status: 422, body: twice }, t)).toBe(
      'Validation failed. Please check your input: Email is taken, Too short',
    );
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

const words = {
  item: (list: string, n: number) => `${list}#${n}`,
  language: (language: string) => (language === 'en' ? 'English' : 'Arabic'),
};

describe('describeErrorPath', () => {
  it('numbers the items of a pack from 1 and names the field and language', () => {
    expect(describeErrorPath('games.0.questions.2.text.ar', 'en', words)).toBe(
      'games#1 › questions#3 › Question text (Arabic)',
    );
  });

  it('names a choice by its number and language alone', () => {
    expect(describeErrorPath('games.1.questions.0.choices.1.text.en', 'en', words)).toBe(
      'games#2 › questions#1 › choices#2 (English)',
    );
  });

  it('uses the field labels of the UI language', () => {
    expect(describeErrorPath('categories.0.key', 'ar', words)).toBe('categories#1 › المفتاح');
  });

  it('names a sheet row in the UI language and keeps the column as the file has it', () => {
    expect(describeErrorPath('row 3 › correct', 'en', words)).toBe('row#3 › correct');
    expect(describeErrorPath('row 1 › text_ar', 'ar', words)).toBe('row#1 › text_ar');
  });

  it('leaves any other wording as it is', () => {
    expect(describeErrorPath('file', 'en', words)).toBe('File');
    expect(describeErrorPath('a › b', 'en', words)).toBe('a › b');
  });
});

/** A 422 answer as the API client rejects it. */
const refusal = (errors: Record<string, string[]>, status = 422) =>
  new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    data: { message: 'The given data was invalid', errors },
  } as AxiosResponse);

describe('applyServerErrors', () => {
  it('puts a message on the field its path starts with, a date on its root, the rest on the form', () => {
    const setError = vi.fn();
    const error = refusal({
      name: ['Name is taken'],
      'departments.0': ['Unknown'],
      date_of_birth: ['Too young'],
      x: ['A'],
      y: ['B'],
    });
    applyServerErrors(error, setError, ['name', 'departments', 'date_of_birth']);
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'Name is taken' }],
      ['departments', { type: 'server', message: 'Unknown' }],
      ['date_of_birth.root', { type: 'server', message: 'Too young' }],
      [FORM_ERROR, { type: 'server', message: 'A B' }],
    ]);
  });

  it('keeps the path the server names when the form has nested inputs', () => {
    const setError = vi.fn();
    applyServerErrors(refusal({ 'choices.1.text.ar': ['Required'] }), setError, ['choices'], {
      isNested: true,
    });
    expect(setError).toHaveBeenCalledWith('choices.1.text.ar', { type: 'server', message: 'Required' });
  });

  it('leaves the form alone for any failure but a 422 with messages', () => {
    const setError = vi.fn();
    applyServerErrors(refusal({ name: ['Nope'] }, 409), setError, ['name']);
    applyServerErrors(new Error('offline'), setError, ['name']);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('errorWords', () => {
  it('words a rule of the schemas in the language asked for, and shows a server message as it is', () => {
    expect(errorWords({ type: 'too_small', message: 'rule:required' }, 'name', 'ar')).toBe(
      formatRuleMessage('rule:required', 'name', 'ar'),
    );
    expect(errorWords({ type: 'server', message: 'الاسم مستخدم' }, 'name', 'en')).toBe('الاسم مستخدم');
  });

  it("reads an array field's root, and says nothing without a message", () => {
    expect(errorWords({ root: { type: 'server', message: 'Too few' } }, 'choices', 'en')).toBe('Too few');
    expect(errorWords(undefined, 'name', 'en')).toBeUndefined();
    expect(errorWords({ type: 'server', message: '' }, 'name', 'en')).toBeUndefined();
  });
});

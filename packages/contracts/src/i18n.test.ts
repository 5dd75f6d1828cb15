import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, fillTemplate, isLanguage, LANGUAGES } from './i18n.js';

describe('languages', () => {
  it('are English and Arabic, English first and by default', () => {
    expect(LANGUAGES).toEqual(['en', 'ar']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(isLanguage('ar')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe('fillTemplate', () => {
  it('fills the placeholders it has values for and leaves the others', () => {
    expect(fillTemplate('Try again in {minutes} minute(s), {name}.', { minutes: 15 })).toBe(
      'Try again in 15 minute(s), {name}.',
    );
    expect(fillTemplate('{a}{a}', { a: 'x' })).toBe('xx');
  });

  it('writes numbers in Arabic-Indic digits in an Arabic text, and strings as they are', () => {
    expect(
      fillTemplate('أعد المحاولة بعد {minutes} دقيقة، {code}', { minutes: 15, code: '0123' }, 'ar'),
    ).toBe('أعد المحاولة بعد ١٥ دقيقة، 0123');
    expect(fillTemplate('Try again in {minutes} minutes', { minutes: 15 }, 'en')).toBe(
      'Try again in 15 minutes',
    );
  });
});

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
});

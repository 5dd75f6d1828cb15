import { toArabicIndicDigits } from './digits.js';

/** The product's two languages; `en` is the default and the fallback (docs/product.md §1). */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Replaces `{name}` placeholders with the given values. In an Arabic text, a value that is a
 * number is written in Arabic-Indic digits, as the screens write numbers; strings stay as they are.
 */
export function fillTemplate(
  template: string,
  values: Record<string, string | number>,
  language: Language = DEFAULT_LANGUAGE,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!(key in values)) return whole;
    const value = values[key];
    return typeof value === 'number' && language === 'ar'
      ? toArabicIndicDigits(String(value))
      : String(value);
  });
}

/**
 * Picks the text for a language, falling back to English. Here, in a file without zod, so the
 * player's light page can use it without the content schemas.
 */
export const pickText = (text: Record<Language, string>, language: Language): string =>
  text[language] || text.en;

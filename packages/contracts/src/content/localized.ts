import { z } from 'zod';
import type { Language } from '../i18n.js';
import { encodeRule } from '../validation/messages.js';
import { requiredText } from '../validation/rules.js';

/** A text every player reads: always written in both languages. */
export function localizedText(max: number) {
  return z.object({ en: requiredText(max), ar: requiredText(max) }, { error: encodeRule('required') });
}
export type LocalizedText = Record<Language, string>;

/**
 * Folds a text for search: lower case, Arabic diacritics and tatweel removed, the alef, yaa and
 * taa marbuta variants unified, so "أمن" finds "امن" and "Phishing" finds "phishing".
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The nickname rules of a live session, one definition for the server and the join form.
 * A nickname is read in NFKC (full-width and compatibility forms folded, so "Ｈｏｓｔ" is
 * "Host"), with spaces collapsed, before any length or character check: a ligature such as
 * U+FDFA becomes 18 letters and must not slip past the length limit.
 *
 * This file builds no schema (no zod), so the player's light page can check a nickname with
 * the same rules: `nickname.ts` (zod) and `player-rules.ts` (zod/mini) both read them.
 */
import type { Rule } from '../validation/messages.js';

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;

/**
 * Combining marks one letter may carry, counted decomposed (NFD: "ễ" is e and two marks).
 * Arabic needs two (shadda and a vowel: "مُحَمَّد"), Vietnamese two, pointed Hebrew three
 * (dagesh, shin dot and a vowel); a taller stack only draws over the lines around it
 * ("Zalgo" text), which is what the limit is for.
 */
export const NICKNAME_MARKS_PER_LETTER = 3;

export const NICKNAME_ALLOWED = /^[\p{L}\p{M}\p{Nd} _.-]+$/u;
/**
 * Letters that draw nothing (Hangul fillers are letters to Unicode) and other invisible code
 * points: a name made of them looks blank, one that contains them looks like another name.
 */
export const NICKNAME_INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
/** A mark at the start, or after a space, digit or punctuation: it has no letter to sit on. */
export const NICKNAME_MARK_WITHOUT_LETTER = /(?:^|[^\p{L}\p{M}])\p{M}/u;
export const NICKNAME_MARK_STACK = new RegExp(`\\p{M}{${NICKNAME_MARKS_PER_LETTER + 1},}`, 'u');
export const NICKNAME_LETTER = /\p{L}/u;

/** The nickname as it is shown and stored: NFKC, spaces collapsed and trimmed. */
export function displayNickname(raw: string): string {
  return raw.normalize('NFKC').replace(/\s+/g, ' ').trim();
}

/** Harakat, Quranic marks, superscript alef and tatweel: they change no letter. */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;

/** Arabic letters that people write interchangeably, folded to one form; marks removed. */
export function foldArabic(text: string): string {
  return text
    .replace(ARABIC_MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي');
}

/** The key that makes two nicknames the same one: "Sara", "SARA", "ｓａｒａ" are one; so are "مُحَمَّد" and "محمد". */
export function nicknameKey(nickname: string): string {
  return foldArabic(displayNickname(nickname).toLowerCase());
}

/** The checks of a displayed nickname after its length, in order: the first that fails is shown. */
export const NICKNAME_CHECKS: readonly { rule: Rule; n?: number; isValid: (name: string) => boolean }[] = [
  { rule: 'nickname', isValid: (name) => NICKNAME_ALLOWED.test(name) },
  { rule: 'nickname', isValid: (name) => !NICKNAME_INVISIBLE.test(name) },
  { rule: 'nickname_mark', isValid: (name) => !NICKNAME_MARK_WITHOUT_LETTER.test(name) },
  {
    rule: 'nickname_marks',
    n: NICKNAME_MARKS_PER_LETTER,
    isValid: (name) => !NICKNAME_MARK_STACK.test(name.normalize('NFD')),
  },
  { rule: 'nickname_letter', isValid: (name) => NICKNAME_LETTER.test(name) },
];

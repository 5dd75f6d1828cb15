import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';

/**
 * The nickname rules of a live session, one definition for the server and the join form.
 * A nickname is read in NFKC (full-width and compatibility forms folded, so "Ｈｏｓｔ" is
 * "Host"), with spaces collapsed, before any length or character check: a ligature such as
 * U+FDFA becomes 18 letters and must not slip past the length limit.
 */

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;

/**
 * Combining marks one letter may carry, counted decomposed (NFD: "ễ" is e and two marks).
 * Arabic needs two (shadda and a vowel: "مُحَمَّد"), Vietnamese two, pointed Hebrew three
 * (dagesh, shin dot and a vowel); a taller stack only draws over the lines around it
 * ("Zalgo" text), which is what the limit is for.
 */
export const NICKNAME_MARKS_PER_LETTER = 3;

const ALLOWED = /^[\p{L}\p{M}\p{Nd} _.-]+$/u;
/**
 * Letters that draw nothing (Hangul fillers are letters to Unicode) and other invisible code
 * points: a name made of them looks blank, one that contains them looks like another name.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
/** A mark at the start, or after a space, digit or punctuation: it has no letter to sit on. */
const MARK_WITHOUT_LETTER = /(?:^|[^\p{L}\p{M}])\p{M}/u;
const MARK_STACK = new RegExp(`\\p{M}{${NICKNAME_MARKS_PER_LETTER + 1},}`, 'u');
const LETTER = /\p{L}/u;

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

const required = encodeRule('required');

export const nicknameSchema = z
  .string({ error: required })
  .transform(displayNickname)
  .pipe(
    z
      .string()
      .min(1, { error: required })
      .min(NICKNAME_MIN, { error: encodeRule('min', NICKNAME_MIN) })
      .max(NICKNAME_MAX, { error: encodeRule('max', NICKNAME_MAX) })
      .regex(ALLOWED, { error: encodeRule('nickname') })
      .refine((name) => !INVISIBLE.test(name), { error: encodeRule('nickname') })
      .refine((name) => !MARK_WITHOUT_LETTER.test(name), { error: encodeRule('nickname_mark') })
      .refine((name) => !MARK_STACK.test(name.normalize('NFD')), {
        error: encodeRule('nickname_marks', NICKNAME_MARKS_PER_LETTER),
      })
      .refine((name) => LETTER.test(name), { error: encodeRule('nickname_letter') }),
  );

import { readFileSync } from 'node:fs';
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import { displayNickname, foldArabic } from '@awarequest/contracts';

/**
 * Nicknames in a live session: their form and their key of uniqueness are the contracts' rules
 * (`nicknameSchema`, `nicknameKey`). Here they are also refused when offensive in English (the
 * obscenity package's list, which undoes leetspeak, look-alike letters and stretched words) or
 * in Arabic (our list in offensive-words.json, with Arabic marks, letter variants and Arabizi
 * digits folded).
 */

interface WordLists {
  ar_fragments: string[];
  ar_words: string[];
  latin_fragments: string[];
  latin_words: string[];
}

const lists = JSON.parse(
  readFileSync(new URL('./offensive-words.json', import.meta.url), 'utf8'),
) as WordLists;

const english = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

const SEPARATORS = /[^\p{L}\p{Nd}]+/u;
const HAS_LETTER = /\p{L}/u;

/** Repeated letters collapsed ("حمااار", "shaaarmoot"): stretching a word does not hide it. */
const collapseRepeats = (text: string) => text.replace(/(.)\1+/gu, '$1');

function fold(text: string): string {
  return collapseRepeats(foldArabic(text.normalize('NFKC').toLowerCase()));
}

const foldedList = (words: string[]) => words.map((word) => fold(word).replace(/\s+/g, ''));
const arFragments = foldedList(lists.ar_fragments);
const arWords = new Set(foldedList(lists.ar_words));
const latinFragments = foldedList(lists.latin_fragments);
const latinWords = new Set(foldedList(lists.latin_words));

/** A word also counts after the article or the vocative: "الكلب", "ياحمار". */
const ARABIC_PREFIXES = ['ال', 'يا', 'وال', 'يال'];

function matchesListed(words: string[], compact: string, fragments: string[], whole: Set<string>) {
  if (fragments.some((fragment) => compact.includes(fragment))) return true;
  return words.some(
    (word) =>
      whole.has(word) ||
      ARABIC_PREFIXES.some((prefix) => word.startsWith(prefix) && whole.has(word.slice(prefix.length))),
  );
}

/** Spelled out letter by letter ("f u c k", "f.u.c.k"): worth checking joined up. */
function isSpelledOut(words: string[]): boolean {
  return words.filter((word) => Array.from(word).length === 1).length >= 3;
}

export function isOffensiveNickname(nickname: string): boolean {
  const shown = displayNickname(nickname);
  const words = fold(shown).split(SEPARATORS).filter(Boolean);
  const compact = words.join('');
  // Numbers alone are not words: the leetspeak reading would make "Player 455" say "ass".
  const lettered = words.filter((word) => HAS_LETTER.test(word));
  const letteredShown = shown
    .split(/\s+/)
    .filter((word) => HAS_LETTER.test(word))
    .join(' ');
  if (english.hasMatch(letteredShown)) return true;
  if (isSpelledOut(lettered) && english.hasMatch(lettered.join(''))) return true;
  return (
    matchesListed(words, compact, arFragments, arWords) ||
    matchesListed(words, compact, latinFragments, latinWords)
  );
}

import { normalizeTypedAnswer, type Language } from '@awarequest/contracts';

/**
 * The words the answer-cue checks look for, in both of the pack's languages, and how a text is
 * cut into them. Arabic words are folded as typed answers are (diacritics, alef, yaa and
 * taa-marbuta forms) and lose the definite article and a joined "and", "so", "with", "for" or
 * "as", so that "والآمن" and "آمن" are one word.
 */

/** Absolute or reassuring words that give a true/false statement away (as False). */
const GIVEAWAYS: Record<Language, readonly string[]> = {
  en: [
    'always',
    'never',
    'only',
    'fine',
    'safe',
    'safely',
    'guaranteed',
    'completely',
    'totally',
    'impossible',
    'entirely',
    'absolutely',
    'nothing',
    'anyone',
    'everyone',
    'must',
    '100%',
  ],
  ar: [
    'دائمًا',
    'دائما',
    'أبدًا',
    'فقط',
    'آمن',
    'آمنة',
    'بأمان',
    'مضمون',
    'مضمونة',
    'تمامًا',
    'كليًا',
    'كلياً',
    'مستحيل',
    'مستحيلة',
    'مطلقًا',
    'إطلاقًا',
    'الجميع',
    'حتمًا',
    'يجب',
    '100%',
  ],
};

const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    'the a an of to and or in on is it you your for that this with be are as at by from what which do not if can their they them its so but any all was has have use using into than then there about one'.split(
      ' ',
    ),
  ),
  ar: new Set(
    'من في على إلى الى عن أن ان أو او ما لا هذا هذه ذلك تلك التي الذي الذين هو هي هم كل قد مع عند ثم إذا اذا لم لن بعد قبل بين غير أي اي كان كانت يكون تكون'
      .split(' ')
      .map(normalizeTypedAnswer),
  ),
};

/** The article and joined particles an Arabic word may carry, longest first. */
const ARABIC_PREFIXES = ['وال', 'فال', 'بال', 'كال', 'لل', 'ال', 'و', 'ف', 'ب', 'ك', 'ل'];
/** A prefix is only taken off when at least this many letters remain ("بريد" keeps its ب). */
const ARABIC_STEM_MIN = 4;

function arabicStem(word: string): string {
  const folded = normalizeTypedAnswer(word);
  const prefix = ARABIC_PREFIXES.find(
    (candidate) => folded.startsWith(candidate) && folded.length - candidate.length >= ARABIC_STEM_MIN,
  );
  return prefix ? folded.slice(prefix.length) : folded;
}

const foldedGiveaways = GIVEAWAYS.ar.map(arabicStem);

/** The text's words as the checks compare them: lower-cased English, folded and stemmed Arabic. */
export function wordsOf(text: string, language: Language): Set<string> {
  if (language === 'en') return new Set(text.toLowerCase().match(/[a-z0-9%]+(?:['’][a-z]+)?/g) ?? []);
  return new Set((text.match(/[\p{L}\p{M}\p{N}%]+/gu) ?? []).map(arabicStem));
}

/** The giveaway words in a text, as the author wrote them in the list. */
export function giveawaysIn(words: Set<string>, language: Language): string[] {
  if (language === 'en') return GIVEAWAYS.en.filter((word) => words.has(word));
  const found = new Map<string, string>();
  GIVEAWAYS.ar.forEach((word, at) => {
    const stem = foldedGiveaways[at]!;
    if (words.has(stem) && !found.has(stem)) found.set(stem, word);
  });
  return [...found.values()];
}

/** Whether a word is worth counting as a cue: not a function word, and not too short. */
export function isCueWord(word: string, language: Language): boolean {
  return !STOP_WORDS[language].has(word) && word.length >= 3;
}

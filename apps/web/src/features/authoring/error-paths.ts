import { fieldLabel, type Language } from '@awarequest/contracts';

/** Lists of a content pack whose items are numbered in a readable path. */
const NUMBERED = ['categories', 'games', 'questions', 'choices'] as const;
type Numbered = (typeof NUMBERED)[number];

export interface PathWords {
  item: (list: Numbered | 'row', n: number) => string;
  language: (language: Language) => string;
}

const isNumbered = (segment: string): segment is Numbered =>
  (NUMBERED as readonly string[]).includes(segment);

/**
 * A pack error's path in words: "games.0.questions.2.text.ar" reads "Game 1 › Question 3 ›
 * Question text (Arabic)", "…choices.1.text.en" reads "… › Choice 2 (English)". A sheet's
 * "row 3 › correct" says "row" in the UI language and keeps the column as the file names it.
 */
export function describeErrorPath(path: string, uiLanguage: Language, words: PathWords): string {
  // A sheet's error names the row and the column as the file has them: "row 3 › correct".
  const row = /^row (\d+)(.*)$/.exec(path);
  if (row) return `${words.item('row', Number(row[1]))}${row[2] ?? ''}`;
  if (!/^[\w.]+$/.test(path)) return path;
  const segments = path.split('.');
  const parts: string[] = [];
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index] ?? '';
    const next = segments[index + 1];
    if (isNumbered(segment) && next !== undefined && /^\d+$/.test(next)) {
      parts.push(words.item(segment, Number(next) + 1));
      index += 1;
    } else if (segment === 'text' && segments[index - 2] === 'choices') {
      // "Choice 2 (Arabic)" says it all: a choice has no other text.
      continue;
    } else if (segment === 'en' || segment === 'ar') {
      const last = parts.pop() ?? '';
      parts.push(`${last} (${words.language(segment)})`.trim());
    } else if (/^\d+$/.test(segment)) {
      parts.push(`#${Number(segment) + 1}`);
    } else {
      parts.push(fieldLabel(segment, uiLanguage));
    }
  }
  return parts.join(' › ');
}

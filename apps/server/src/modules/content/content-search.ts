import { foldForSearch, type LocalizedText } from '@awarequest/contracts';

/**
 * The `search_text` of a category or game: its name and description in both languages, each
 * folded by `foldForSearch`. Whoever writes a name or description (the loader, the admin's
 * editor) stores this alongside, so a search is one ILIKE on one column.
 */
export function searchTextOf(name: LocalizedText, description: LocalizedText): string {
  return [name.en, name.ar, description.en, description.ar].map(foldForSearch).join('\n');
}

/** An ILIKE pattern that finds the folded keyword anywhere, its `%`, `_` and `\` taken literally. */
export function containsPattern(keyword: string): string {
  return `%${foldForSearch(keyword).replace(/[\\%_]/g, '\\$&')}%`;
}

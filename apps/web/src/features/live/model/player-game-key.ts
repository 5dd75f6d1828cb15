import type { CategorySummary } from '@awarequest/contracts';

/** The key of /player-game/new/create: a player game with no topic chosen yet. */
export const NEW_PLAYER_GAME_KEY = 'new';

export type PlayerGameKeyMatch =
  { kind: 'new' } | { kind: 'category'; category: CategorySummary } | { kind: 'unknown' };

/**
 * What /player-game/{key}/create starts from (docs/product.md §2): `new` starts with no topic
 * chosen; a category's key or id starts with that category chosen; anything else is told, and
 * the person chooses.
 */
export function matchPlayerGameKey(key: string, categories: CategorySummary[]): PlayerGameKeyMatch {
  const wanted = key.trim().toLowerCase();
  if (wanted === NEW_PLAYER_GAME_KEY || wanted === '') return { kind: 'new' };
  const category = categories.find(
    (candidate) => candidate.key.toLowerCase() === wanted || candidate.id.toLowerCase() === wanted,
  );
  return category ? { kind: 'category', category } : { kind: 'unknown' };
}

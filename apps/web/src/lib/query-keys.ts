/**
 * Query keys more than one feature touches. Features do not import each other, so one that
 * changes another's data (a finished attempt changes a game's attempts left and best score)
 * invalidates it by these keys.
 */
export const queryKeys = {
  categories: ['categories'] as const,
  games: ['games'] as const,
  attempts: ['attempts'] as const,
};

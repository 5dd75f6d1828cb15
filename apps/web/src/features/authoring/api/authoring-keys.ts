import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** The admin's caches. Every change also touches what players see, so those caches go too. */
export const authoringKeys = {
  all: ['admin'] as const,
  categories: ['admin', 'categories'] as const,
  games: (categoryId: string) => ['admin', 'games', categoryId] as const,
  game: (id: string) => ['admin', 'game', id] as const,
  questionStats: (gameId: string) => ['admin', 'game', gameId, 'question-stats'] as const,
  classification: ['admin', 'classification'] as const,
};

export async function invalidateContent(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: authoringKeys.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.categories }),
    queryClient.invalidateQueries({ queryKey: queryKeys.games }),
  ]);
}

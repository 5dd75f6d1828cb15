import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type AdminGameSummary } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { authoringKeys } from './authoring-keys';

/** GET /admin/games?category_id=: a category's games in order, published or not. */
export async function getAdminGames(categoryId: string): Promise<AdminGameSummary[]> {
  const response = await api.get<Envelope<AdminGameSummary[]>>(paths.adminGames, {
    params: { category_id: categoryId },
  });
  return response.data.data;
}

export const adminGamesQueryOptions = (categoryId: string) =>
  queryOptions({ queryKey: authoringKeys.games(categoryId), queryFn: () => getAdminGames(categoryId) });

export const useAdminGames = (categoryId: string) => useQuery(adminGamesQueryOptions(categoryId));

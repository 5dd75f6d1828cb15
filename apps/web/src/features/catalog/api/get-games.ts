import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { paths, type GameListItem, type Page } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { nextPageOf } from './paging';

export const GAMES_PER_PAGE = 12;

/** GET /games?category_id=&q=&page=&per_page=: a category's published games, searched in both languages. */
export async function getGames(categoryId: string, q: string, page: number): Promise<Page<GameListItem>> {
  const response = await api.get<Envelope<Page<GameListItem>>>(paths.games, {
    params: { category_id: categoryId, q: q || undefined, page, per_page: GAMES_PER_PAGE },
  });
  return response.data.data;
}

export const gamesQueryOptions = (categoryId: string, q: string) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.games, 'list', categoryId, q],
    queryFn: ({ pageParam }) => getGames(categoryId, q, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // While a new keyword is searched, the last results stay on screen.
    placeholderData: keepPreviousData,
  });

export const useGames = (categoryId: string, q: string) => useInfiniteQuery(gamesQueryOptions(categoryId, q));

import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { paths, type GameSummary, type Page } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const HOSTABLE_GAMES_PER_PAGE = 12;

/**
 * GET /games?type=interactive&q=: the games anyone signed in may host live (the published
 * interactive ones, in every category), searched in both languages.
 */
export async function getHostableGames(q: string, page: number): Promise<Page<GameSummary>> {
  const response = await api.get<Envelope<Page<GameSummary>>>(paths.games, {
    params: { type: 'interactive', q: q || undefined, page, per_page: HOSTABLE_GAMES_PER_PAGE },
  });
  return response.data.data;
}

const nextPageOf = (last: Page<unknown>): number | undefined =>
  last.page * last.per_page < last.total ? last.page + 1 : undefined;

export const hostableGamesQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.games, 'hostable', q],
    queryFn: ({ pageParam }) => getHostableGames(q, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
  });

export const useHostableGames = (q: string) => useInfiniteQuery(hostableGamesQueryOptions(q));

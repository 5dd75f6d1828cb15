import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { paths, type CategorySummary, type Page } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { nextPageOf } from './paging';

// One page holds every topic of the pack (13) and stays a whole number of rows in 1, 2 or 3 columns.
export const CATEGORIES_PER_PAGE = 24;

/** GET /categories?q=&page=&per_page=: the keyword is searched in both languages by the server. */
export async function getCategories(q: string, page: number): Promise<Page<CategorySummary>> {
  const response = await api.get<Envelope<Page<CategorySummary>>>(paths.categories, {
    params: { q: q || undefined, page, per_page: CATEGORIES_PER_PAGE },
  });
  return response.data.data;
}

export const categoriesQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.categories, 'list', q],
    queryFn: ({ pageParam }) => getCategories(q, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // While a new keyword is searched, the last results stay on screen.
    placeholderData: keepPreviousData,
  });

export const useCategories = (q: string) => useInfiniteQuery(categoriesQueryOptions(q));

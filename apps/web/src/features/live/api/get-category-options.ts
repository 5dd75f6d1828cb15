import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX, paths, type CategorySummary, type Page } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /categories: every category (the pack has 13, one page holds 50), to draw questions from. */
export async function getCategoryOptions(): Promise<CategorySummary[]> {
  const response = await api.get<Envelope<Page<CategorySummary>>>(paths.categories, {
    params: { page: 1, per_page: PAGE_SIZE_MAX },
  });
  return response.data.data.items;
}

export const categoryOptionsQueryOptions = () =>
  queryOptions({ queryKey: [...queryKeys.categories, 'live-options'], queryFn: getCategoryOptions });

export const useCategoryOptions = () => useQuery(categoryOptionsQueryOptions());

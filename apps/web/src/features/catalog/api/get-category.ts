import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type CategorySummary } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /categories/:id: one category, for its page's header. */
export async function getCategory(id: string): Promise<CategorySummary> {
  const response = await api.get<Envelope<CategorySummary>>(paths.category.replace(':id', id));
  return response.data.data;
}

export const categoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...queryKeys.categories, 'one', id], queryFn: () => getCategory(id) });

export const useCategory = (id: string) => useQuery(categoryQueryOptions(id));

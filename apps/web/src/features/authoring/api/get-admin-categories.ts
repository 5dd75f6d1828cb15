import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type AdminCategory } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { authoringKeys } from './authoring-keys';

/** GET /admin/categories: every category in order, with all its games counted. */
export async function getAdminCategories(): Promise<AdminCategory[]> {
  const response = await api.get<Envelope<AdminCategory[]>>(paths.adminCategories);
  return response.data.data;
}

export const adminCategoriesQueryOptions = () =>
  queryOptions({ queryKey: authoringKeys.categories, queryFn: getAdminCategories });

export const useAdminCategories = () => useQuery(adminCategoriesQueryOptions());

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type AdminCategory, type CategoryPack } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { invalidateContent } from './authoring-keys';

/** POST /admin/categories, or PUT /admin/categories/:id when `id` is given. */
export async function saveCategory({
  id,
  body,
}: {
  id?: string;
  body: CategoryPack;
}): Promise<Envelope<AdminCategory>> {
  const response = id
    ? await api.put<Envelope<AdminCategory>>(paths.adminCategory.replace(':id', id), body)
    : await api.post<Envelope<AdminCategory>>(paths.adminCategories, body);
  return response.data;
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCategory, onSuccess: () => invalidateContent(queryClient) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { invalidateContent } from './authoring-keys';

/** DELETE /admin/categories/:id: its games stay; those left without a category are unpublished. */
export async function deleteCategory(id: string): Promise<Envelope<null>> {
  const response = await api.delete<Envelope<null>>(paths.adminCategory.replace(':id', id));
  return response.data;
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => invalidateContent(queryClient) });
}

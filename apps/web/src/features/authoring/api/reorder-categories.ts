import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type AdminCategory } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { authoringKeys, invalidateContent } from './authoring-keys';

/** PUT /admin/categories/order: every category id, in the order wanted. */
export async function reorderCategories(ids: string[]): Promise<Envelope<AdminCategory[]>> {
  const response = await api.put<Envelope<AdminCategory[]>>(paths.adminCategoriesOrder, { ids });
  return response.data;
}

export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderCategories,
    onSuccess: async (envelope) => {
      queryClient.setQueryData(authoringKeys.categories, envelope.data);
      await invalidateContent(queryClient);
    },
  });
}

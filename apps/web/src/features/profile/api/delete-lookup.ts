import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@awarequest/contracts';
import { api } from '../../../lib/api-client';
import { invalidateLookups } from './save-lookup';

/** DELETE /admin/lookups/:id. Profiles that store the value keep it. */
export async function deleteLookup(id: string): Promise<void> {
  await api.delete(paths.adminLookup.replace(':id', id));
}

export function useDeleteLookup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLookup, onSuccess: () => invalidateLookups(queryClient) });
}

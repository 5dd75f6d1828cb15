import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { paths, type AdminLookup, type LookupBody } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

export const invalidateLookups = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: profileKeys.adminLookups }),
    queryClient.invalidateQueries({ queryKey: profileKeys.lookups }),
  ]);

/** POST /admin/lookups, or PUT /admin/lookups/:id when `id` is given. Silent: the form shows errors. */
export async function saveLookup({ id, body }: { id?: string; body: LookupBody }): Promise<AdminLookup> {
  const response = id
    ? await api.put<Envelope<AdminLookup>>(paths.adminLookup.replace(':id', id), body, { isSilent: true })
    : await api.post<Envelope<AdminLookup>>(paths.adminLookups, body, { isSilent: true });
  return response.data.data;
}

export function useSaveLookup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveLookup, onSuccess: () => invalidateLookups(queryClient) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ssoPaths } from '@awarequest/contracts';
import { api } from '../../../lib/api-client';
import { ssoKeys } from './sso-keys';

/** DELETE /admin/sso/connections/:id (the OIDC_* connection answers 409). */
export async function deleteConnection(id: string): Promise<void> {
  await api.delete(ssoPaths.adminConnection.replace(':id', id));
}

export function useDeleteConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoKeys.adminConnections }),
  });
}

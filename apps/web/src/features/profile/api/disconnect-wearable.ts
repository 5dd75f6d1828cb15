import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** DELETE /wearables/connection: whether the provider confirmed it revoked the app's access. */
export async function disconnectWearable(): Promise<{ is_revoked_at_provider: boolean }> {
  const response = await api.delete<Envelope<{ is_revoked_at_provider: boolean }>>(paths.wearableConnection);
  return response.data.data;
}

export function useDisconnectWearable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectWearable,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: profileKeys.wearables });
    },
  });
}

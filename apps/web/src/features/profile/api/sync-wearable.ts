import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type WearableConnection } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** POST /wearables/sync: reads the device's values again. A failure is toasted (docs/product.md §8). */
export async function syncWearable(): Promise<WearableConnection> {
  const response = await api.post<Envelope<WearableConnection>>(paths.wearableSync);
  return response.data.data;
}

export function useSyncWearable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncWearable,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: profileKeys.wearables });
    },
  });
}

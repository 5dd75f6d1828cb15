import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type WearableCallbackBody, type WearableConnection } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/**
 * POST /wearables/callback with what the provider put in /auth/fitbit-callback's address.
 * Silent: the callback page shows a failure itself, with the way back to the profile.
 */
export async function completeWearableConnection(body: WearableCallbackBody): Promise<WearableConnection> {
  const response = await api.post<Envelope<WearableConnection>>(paths.wearableCallback, body, {
    isSilent: true,
  });
  return response.data.data;
}

export function useCompleteWearableConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeWearableConnection,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileKeys.wearables });
    },
  });
}

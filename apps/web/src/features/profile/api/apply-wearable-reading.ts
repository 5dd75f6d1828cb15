import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type User, type WearableField } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { rememberUser } from './save-user';

/** POST /wearables/apply: the chosen values of the last reading fill the profile. */
export async function applyWearableReading(fields: WearableField[]): Promise<User> {
  const response = await api.post<Envelope<User>>(paths.wearableApply, { fields });
  return response.data.data;
}

export function useApplyWearableReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyWearableReading,
    onSuccess: (user) => {
      rememberUser(queryClient, user);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type UpdateProfileBody, type User } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { rememberUser } from './save-user';

/**
 * PUT /users/me: the whole editable profile. Silent: the form puts a 422's messages on its
 * fields and says 'Failed to update profile' itself.
 */
export async function updateProfile(body: UpdateProfileBody): Promise<User> {
  const response = await api.put<Envelope<User>>(paths.me, body, { isSilent: true });
  return response.data.data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      rememberUser(queryClient, user);
    },
  });
}

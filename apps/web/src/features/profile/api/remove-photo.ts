import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type User } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { rememberUser } from './save-user';

/** DELETE /users/me/photo: back to the avatar. */
export async function removePhoto(): Promise<User> {
  const response = await api.delete<Envelope<User>>(paths.mePhoto);
  return response.data.data;
}

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePhoto,
    onSuccess: (user) => {
      rememberUser(queryClient, user);
    },
  });
}

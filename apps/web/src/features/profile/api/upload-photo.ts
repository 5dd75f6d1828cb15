import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type User } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { rememberUser } from './save-user';

/** POST /users/me/photo as multipart/form-data; silent, the dialog shows the error itself. */
export async function uploadPhoto(file: File): Promise<User> {
  const form = new FormData();
  form.append('photo', file);
  const response = await api.post<Envelope<User>>(paths.mePhoto, form, { isSilent: true });
  return response.data.data;
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (user) => {
      rememberUser(queryClient, user);
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { paths, type DeleteAccountBody } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';

/** DELETE /users/me: the password confirms it; the account's children go with it. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (body: DeleteAccountBody) =>
      (await api.delete<Envelope<null>>(paths.me, { data: body })).data,
  });
}

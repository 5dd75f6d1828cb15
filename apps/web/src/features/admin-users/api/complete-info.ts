import { useMutation } from '@tanstack/react-query';
import { paths, type AuthResult, type CompleteInfoBody } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';

/** PUT /users/completeinfo/{id}: an invited person's first password, with the invitation's token. */
export function useCompleteInfo() {
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: CompleteInfoBody }) =>
      (await api.put<Envelope<Partial<AuthResult>>>(paths.completeInfo.replace(':id', id), body)).data.data,
  });
}

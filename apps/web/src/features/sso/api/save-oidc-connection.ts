import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ssoPaths, type OidcConnectionBody, type SsoConnection } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { ssoKeys } from './sso-keys';

/** POST /admin/sso/oidc, or PUT /admin/sso/oidc/:id. Silent: the form shows the errors. */
export async function saveOidcConnection({ id, body }: { id?: string; body: OidcConnectionBody }) {
  const response = id
    ? await api.put<Envelope<SsoConnection>>(ssoPaths.adminOidcConnection.replace(':id', id), body, {
        isSilent: true,
      })
    : await api.post<Envelope<SsoConnection>>(ssoPaths.adminOidcConnections, body, { isSilent: true });
  return response.data.data;
}

export function useSaveOidcConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOidcConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoKeys.adminConnections }),
  });
}

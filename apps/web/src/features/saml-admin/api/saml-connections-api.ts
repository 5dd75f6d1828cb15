import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { samlPaths, type SamlConnection, type SamlConnectionBody } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';

const samlKeys = {
  connection: (id: string) => ['saml-connections', id] as const,
};

const connectionPath = (id: string) => samlPaths.adminConnection.replace(':id', id);

/** GET /admin/sso/saml/:id: the connection, our SP addresses and the IdP as its metadata says. */
export async function getSamlConnection(id: string): Promise<SamlConnection> {
  const response = await api.get<Envelope<SamlConnection>>(connectionPath(id));
  return response.data.data;
}

export const useSamlConnection = (id: string | undefined) =>
  useQuery({
    queryKey: samlKeys.connection(id ?? ''),
    queryFn: () => getSamlConnection(id ?? ''),
    enabled: id !== undefined,
  });

/** POST /admin/sso/saml (new) or PUT /admin/sso/saml/:id; the IdP metadata is read on save. */
export async function saveSamlConnection({
  id,
  body,
}: {
  id?: string;
  body: SamlConnectionBody;
}): Promise<Envelope<SamlConnection>> {
  const response = id
    ? await api.put<Envelope<SamlConnection>>(connectionPath(id), body)
    : await api.post<Envelope<SamlConnection>>(samlPaths.adminConnections, body);
  return response.data;
}

export function useSaveSamlConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSamlConnection,
    onSuccess: (envelope) => {
      queryClient.setQueryData(samlKeys.connection(envelope.data.id), envelope.data);
      // The SSO core's list of connections (both protocols) shows this one too.
      void queryClient.invalidateQueries({ queryKey: ['sso-connections'] });
    },
  });
}

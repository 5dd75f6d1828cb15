import { queryOptions, useQuery } from '@tanstack/react-query';
import { ssoPaths, type SsoConnection, type SsoConnectionList } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { ssoKeys } from './sso-keys';

/** GET /admin/sso/connections: every connection (OIDC and SAML) and the OIDC redirect URI. */
export async function getAdminConnections(): Promise<SsoConnectionList> {
  const response = await api.get<Envelope<SsoConnectionList>>(ssoPaths.adminConnections);
  return response.data.data;
}

export const useAdminConnections = () =>
  useQuery(queryOptions({ queryKey: ssoKeys.adminConnections, queryFn: getAdminConnections }));

/** GET /admin/sso/connections/:id. */
export async function getAdminConnection(id: string): Promise<SsoConnection> {
  const response = await api.get<Envelope<SsoConnection>>(ssoPaths.adminConnection.replace(':id', id));
  return response.data.data;
}

export const useAdminConnection = (id: string | undefined) =>
  useQuery({
    queryKey: ssoKeys.adminConnection(id ?? ''),
    queryFn: () => getAdminConnection(id ?? ''),
    enabled: id !== undefined,
  });

import { useQuery } from '@tanstack/react-query';
import { ssoPaths, type PublicSsoConnection } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { ssoKeys } from './sso-keys';

/** GET /sso/connections: the enabled connections the chooser offers, with their start addresses. */
export async function getPublicConnections(returnTo: string | null): Promise<PublicSsoConnection[]> {
  const response = await api.get<Envelope<PublicSsoConnection[]>>(ssoPaths.connections, {
    params: returnTo ? { return_to: returnTo } : {},
  });
  return response.data.data;
}

export const usePublicConnections = (returnTo: string | null) =>
  useQuery({
    queryKey: [...ssoKeys.publicConnections, returnTo],
    queryFn: () => getPublicConnections(returnTo),
  });

import { paths, type AuthResult } from '@awarequest/contracts';
import type { Envelope } from '../../../lib/api-client';
import { loadApi } from '../../../lib/load-api';

/** POST /sso/login: the URL's one-time token, sent as `state`, for {user, token}. */
export async function ssoLogin(state: string): Promise<Partial<AuthResult>> {
  const api = await loadApi();
  const response = await api.post<Envelope<Partial<AuthResult>>>(paths.ssoLogin, { state });
  return response.data.data;
}

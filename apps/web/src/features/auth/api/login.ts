import { paths, type AuthResult, type LoginBody } from '@awarequest/contracts';
import type { Envelope } from '../../../lib/api-client';
import { loadApi } from '../../../lib/load-api';

/** POST /login: reads data.user and data.token (docs/product.md §7). axios loads on the first sign-in. */
export async function login(body: LoginBody): Promise<Partial<AuthResult>> {
  const api = await loadApi();
  const response = await api.post<Envelope<Partial<AuthResult>>>(paths.login, body);
  return response.data.data;
}

import { useMutation } from '@tanstack/react-query';
import { paths, type AuthResult, type LoginBody } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';

/** POST /login: reads data.user and data.token (docs/product.md §7). */
export async function login(body: LoginBody): Promise<Partial<AuthResult>> {
  const response = await api.post<Envelope<Partial<AuthResult>>>(paths.login, body);
  return response.data.data;
}

export const useLogin = () => useMutation({ mutationFn: login });

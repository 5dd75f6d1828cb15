import { useMutation } from '@tanstack/react-query';
import { paths, type AuthResult } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';

export type RegisterInput = Record<string, unknown> & { email: string; password: string };

/** POST /users: creates the account of a verified address and signs it in. */
export async function register(input: RegisterInput): Promise<Partial<AuthResult>> {
  const response = await api.post<Envelope<Partial<AuthResult>>>(paths.users, input);
  return response.data.data;
}

export const useRegister = () => useMutation({ mutationFn: register });

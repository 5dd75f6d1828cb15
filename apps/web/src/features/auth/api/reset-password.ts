import { useMutation } from '@tanstack/react-query';
import { paths } from '@awarequest/contracts';
import { api } from '../../../lib/api-client';

export interface ResetPasswordInput {
  email: string;
  code: string;
  password: string;
  password_confirmation: string;
}

/** POST /reset-password: the mailed code and the new password; every session is revoked. */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await api.post(paths.resetPassword, input);
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

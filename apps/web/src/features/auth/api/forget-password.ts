import { useMutation } from '@tanstack/react-query';
import { paths, type EmailBody } from '@awarequest/contracts';
import { api } from '../../../lib/api-client';

/** POST /forget-password: mails a reset code when the address has an account. */
export async function forgetPassword(body: EmailBody): Promise<void> {
  await api.post(paths.forgetPassword, body);
}

export const useForgetPassword = () => useMutation({ mutationFn: forgetPassword });

import { useMutation } from '@tanstack/react-query';
import { paths, type EmailBody } from '@awarequest/contracts';
import { api } from '../../../lib/api-client';

/** POST /sendEmailVerification: mails a 6-digit sign-up code. */
export async function sendEmailVerification(body: EmailBody): Promise<void> {
  await api.post(paths.sendEmailVerification, body);
}

export const useSendEmailVerification = () => useMutation({ mutationFn: sendEmailVerification });

import { useMutation } from '@tanstack/react-query';
import { paths, type CodePurpose } from '@awarequest/contracts';
import { api } from '../../../lib/api-client';

export interface VerifyMailInput {
  email: string;
  code: string;
  purpose: CodePurpose;
}

/** POST /VerfiyMail: checks a mailed code (the spec's spelling of the path). */
export async function verifyMail(input: VerifyMailInput): Promise<void> {
  await api.post(paths.verifyMail, input);
}

export const useVerifyMail = () => useMutation({ mutationFn: verifyMail });

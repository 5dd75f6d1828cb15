import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { invalidateContent } from './authoring-keys';

/** DELETE /admin/questions/:id: archived when an attempt has asked it, so past scores stay. */
export async function deleteQuestion(id: string): Promise<Envelope<null>> {
  const response = await api.delete<Envelope<null>>(paths.adminQuestion.replace(':id', id));
  return response.data;
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteQuestion, onSuccess: () => invalidateContent(queryClient) });
}

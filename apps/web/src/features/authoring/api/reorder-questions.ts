import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type AdminQuestion } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { invalidateContent } from './authoring-keys';

/** PUT /admin/games/:id/questions/order: every question id of the game, in the order wanted. */
export async function reorderQuestions({
  gameId,
  ids,
}: {
  gameId: string;
  ids: string[];
}): Promise<Envelope<AdminQuestion[]>> {
  const response = await api.put<Envelope<AdminQuestion[]>>(
    paths.adminGameQuestionsOrder.replace(':id', gameId),
    { ids },
  );
  return response.data;
}

export function useReorderQuestions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reorderQuestions, onSuccess: () => invalidateContent(queryClient) });
}

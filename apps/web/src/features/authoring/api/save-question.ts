import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type AdminQuestion, type Question } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { invalidateContent } from './authoring-keys';

interface SaveQuestionInput {
  gameId: string;
  /** The question's id when editing; a new question is added after the game's others. */
  id?: string;
  body: Question;
}

/** POST /admin/games/:id/questions, or PUT /admin/questions/:id. */
export async function saveQuestion({
  gameId,
  id,
  body,
}: SaveQuestionInput): Promise<Envelope<AdminQuestion>> {
  const response = id
    ? await api.put<Envelope<AdminQuestion>>(paths.adminQuestion.replace(':id', id), body)
    : await api.post<Envelope<AdminQuestion>>(paths.adminGameQuestions.replace(':id', gameId), body);
  return response.data;
}

export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveQuestion, onSuccess: () => invalidateContent(queryClient) });
}

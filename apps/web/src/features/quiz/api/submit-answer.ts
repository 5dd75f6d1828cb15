import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type AnswerBody, type AnswerResult, type Attempt } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { attemptQueryKey } from './get-attempt';

/**
 * POST /attempts/:id/answers: the verdict on one answer, with the solution and its explanation.
 * A question a live game plays now is refused (QUESTION_SEALED): the quiz screen says so in place.
 */
export async function submitAnswer(attemptId: string, body: AnswerBody): Promise<AnswerResult> {
  const response = await api.post<Envelope<AnswerResult>>(
    paths.attemptAnswers.replace(':id', attemptId),
    body,
    { silentCodes: ['QUESTION_SEALED'] },
  );
  return response.data.data;
}

export function useSubmitAnswer(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerBody) => submitAnswer(attemptId, body),
    onSuccess: (answer) => {
      queryClient.setQueryData<Attempt>(
        attemptQueryKey(attemptId),
        (attempt) => attempt && { ...attempt, answers: [...attempt.answers, answer] },
      );
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type Attempt, type AttemptResult } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { attemptQueryKey } from './get-attempt';

/** POST /attempts/:id/finish: the results, computed by the server. */
export async function finishAttempt(attemptId: string): Promise<AttemptResult> {
  const response = await api.post<Envelope<AttemptResult>>(paths.attemptFinish.replace(':id', attemptId));
  return response.data.data;
}

/** Writes a result into the cached attempt, and marks the games' attempts and best scores stale. */
export function useSaveResult(attemptId: string) {
  const queryClient = useQueryClient();
  return (result: AttemptResult) => {
    queryClient.setQueryData<Attempt>(
      attemptQueryKey(attemptId),
      (attempt) => attempt && { ...attempt, status: 'finished', result },
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.games });
  };
}

export function useFinishAttempt(attemptId: string) {
  const saveResult = useSaveResult(attemptId);
  return useMutation({ mutationFn: () => finishAttempt(attemptId), onSuccess: saveResult });
}

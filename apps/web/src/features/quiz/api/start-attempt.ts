import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type Attempt } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { attemptQueryKey } from './get-attempt';

interface StartAttemptInput {
  gameId: string;
  categoryId?: string;
  /** The event the game is played for (its question audience then applies). */
  eventId?: string | undefined;
}

/**
 * POST /games/:id/attempts. Silent: the quiz page shows its own screen for a refusal (the
 * spec's out-of-attempts message) and toasts the other failures itself.
 */
export async function startAttempt({ gameId, categoryId, eventId }: StartAttemptInput): Promise<Attempt> {
  const response = await api.post<Envelope<Attempt>>(
    paths.gameAttempts.replace(':id', gameId),
    { category_id: categoryId, ...(eventId ? { event_id: eventId } : {}) },
    { isSilent: true },
  );
  return response.data.data;
}

export function useStartAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAttempt,
    onSuccess: (attempt) => {
      queryClient.setQueryData(attemptQueryKey(attempt.id), attempt);
      void queryClient.invalidateQueries({ queryKey: queryKeys.games });
    },
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type Attempt } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /attempts/:id: resumes an attempt; the server closes it here once its time is up. */
export async function getAttempt(id: string): Promise<Attempt> {
  const response = await api.get<Envelope<Attempt>>(paths.attempt.replace(':id', id));
  return response.data.data;
}

export const attemptQueryKey = (id: string) => [...queryKeys.attempts, 'one', id] as const;

export const attemptQueryOptions = (id: string) =>
  queryOptions({
    queryKey: attemptQueryKey(id),
    queryFn: () => getAttempt(id),
    // The attempt in the cache is kept current by the answers; a refetch happens on purpose only.
    staleTime: Infinity,
  });

export const useAttempt = (id: string) => useQuery(attemptQueryOptions(id));

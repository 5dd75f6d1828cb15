import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type AdminGameSummary } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { invalidateContent } from './authoring-keys';

/** PUT /admin/games/order: the games of one category in the order wanted; the others keep their places. */
export async function reorderGames(ids: string[]): Promise<Envelope<AdminGameSummary[]>> {
  const response = await api.put<Envelope<AdminGameSummary[]>>(paths.adminGamesOrder, { ids });
  return response.data;
}

export function useReorderGames() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reorderGames, onSuccess: () => invalidateContent(queryClient) });
}

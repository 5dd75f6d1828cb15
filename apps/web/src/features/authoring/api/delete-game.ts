import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { invalidateContent } from './authoring-keys';

/** DELETE /admin/games/:id: a game that has been played is archived, so players keep their history. */
export async function deleteGame(id: string): Promise<Envelope<null>> {
  const response = await api.delete<Envelope<null>>(paths.adminGame.replace(':id', id));
  return response.data;
}

export function useDeleteGame() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteGame, onSuccess: () => invalidateContent(queryClient) });
}

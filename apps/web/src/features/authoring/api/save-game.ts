import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type AdminGame, type GameFields } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { authoringKeys, invalidateContent } from './authoring-keys';

/** POST /admin/games, or PUT /admin/games/:id when `id` is given; answers the whole game. */
export async function saveGame({
  id,
  body,
}: {
  id?: string;
  body: GameFields;
}): Promise<Envelope<AdminGame>> {
  const response = id
    ? await api.put<Envelope<AdminGame>>(paths.adminGame.replace(':id', id), body)
    : await api.post<Envelope<AdminGame>>(paths.adminGames, body);
  return response.data;
}

export function useSaveGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGame,
    onSuccess: async (envelope) => {
      queryClient.setQueryData(authoringKeys.game(envelope.data.id), envelope.data);
      await invalidateContent(queryClient);
    },
  });
}

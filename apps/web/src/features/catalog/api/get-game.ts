import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type GameDetails } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /games/:id: the details screen, with the caller's attempts used and left and best score. */
export async function getGame(id: string): Promise<GameDetails> {
  const response = await api.get<Envelope<GameDetails>>(paths.game.replace(':id', id));
  return response.data.data;
}

export const gameQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.games, 'one', id],
    queryFn: () => getGame(id),
    // Attempts left change with every play: always ask again when the screen opens.
    staleTime: 0,
  });

export const useGame = (id: string) => useQuery(gameQueryOptions(id));

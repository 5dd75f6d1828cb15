import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type AdminGame } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { authoringKeys } from './authoring-keys';

/** GET /admin/games/:id: the game's fields and its questions, correct answers included. */
export async function getAdminGame(id: string): Promise<AdminGame> {
  const response = await api.get<Envelope<AdminGame>>(paths.adminGame.replace(':id', id));
  return response.data.data;
}

export const adminGameQueryOptions = (id: string) =>
  queryOptions({ queryKey: authoringKeys.game(id), queryFn: () => getAdminGame(id) });

export const useAdminGame = (id: string) => useQuery(adminGameQueryOptions(id));

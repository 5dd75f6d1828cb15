import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type User } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';
import { profileKeys } from './profile-keys';

/** GET /users/me: the signed-in user as the server has it now. */
export async function getMe(): Promise<User> {
  const response = await api.get<Envelope<User>>(paths.me);
  return response.data.data;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.me,
    queryFn: getMe,
    // The `user` cookie shows the page at once; the server's copy replaces it.
    placeholderData: () => getSession().user ?? undefined,
  });

export const useMe = () => useQuery(meQueryOptions());

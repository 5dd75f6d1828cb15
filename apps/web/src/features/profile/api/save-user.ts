import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@awarequest/contracts';
import { getSession, saveSession } from '../../../lib/session';
import { profileKeys } from './profile-keys';

/** After a change: the page's copy and the `user` cookie both hold the server's answer. */
export function rememberUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(profileKeys.me, user);
  const { token } = getSession();
  if (token) saveSession(user, token);
}

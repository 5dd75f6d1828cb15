import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationsPage } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { notificationsPaths } from './notifications-paths';

export const NOTIFICATIONS_PAGE_SIZE = 10;
/** Per user: another account signed in on this tab (a parent and a child) never sees these. */
export const notificationsQueryKey = (userId: string | null) => ['notifications', userId] as const;

/** The signed-in user's key. */
export function useNotificationsKey() {
  const { user } = useSession();
  return notificationsQueryKey(user?.id ?? null);
}

/** GET /notifications: a page, newest first, with the unread count. */
export async function getNotifications(cursor: string | null): Promise<NotificationsPage> {
  const response = await api.get<Envelope<NotificationsPage>>(notificationsPaths.list, {
    params: { limit: NOTIFICATIONS_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    // The bell is quiet: a failure shows in the list, not as a toast on every page.
    isSilent: true,
  });
  return response.data.data;
}

export const notificationsQueryOptions = (queryKey: ReturnType<typeof notificationsQueryKey>) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: 60_000,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions(useNotificationsKey()));

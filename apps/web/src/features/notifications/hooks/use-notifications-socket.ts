import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Notification } from '@awarequest/contracts';
import { openLiveSocket, type LiveSocket } from '../../../lib/socket';
import { useSession } from '../../../lib/session';
import { notificationsQueryKey } from '../api/get-notifications';
import { addNotification, type NotificationsCache } from '../model/notifications-cache';

/**
 * While a user is signed in, one socket listens for `notification:new` and puts each new
 * notification on top of the cached list with the new unread count: the bell and the list
 * change with no reload. On every (re)connection the list is fetched again, for what was missed.
 */
export function useNotificationsSocket(onNew: (notification: Notification) => void) {
  const { token, user } = useSession();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const onNewRef = useRef(onNew);
  onNewRef.current = onNew;

  useEffect(() => {
    if (!token) return;
    const queryKey = notificationsQueryKey(userId);
    let socket: LiveSocket | undefined;
    let isClosed = false;
    void openLiveSocket().then((opened) => {
      if (isClosed) {
        opened.disconnect();
        return;
      }
      socket = opened;
      // Whatever came while the socket was not connected yet (or was cut off) is fetched.
      opened.on('connect', () => {
        void queryClient.invalidateQueries({ queryKey });
      });
      opened.on('notification:new', ({ notification, unread_count }) => {
        const cached = queryClient.getQueryData<NotificationsCache>(queryKey);
        if (cached)
          queryClient.setQueryData<NotificationsCache>(queryKey, (data) =>
            addNotification(data, notification, unread_count),
          );
        else void queryClient.invalidateQueries({ queryKey });
        onNewRef.current(notification);
      });
    });
    return () => {
      isClosed = true;
      socket?.disconnect();
    };
  }, [token, userId, queryClient]);
}

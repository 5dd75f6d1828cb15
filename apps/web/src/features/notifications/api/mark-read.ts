import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client';
import { markAllReadInCache, markReadInCache, type NotificationsCache } from '../model/notifications-cache';
import { useNotificationsKey } from './get-notifications';
import { notificationsPaths } from './notifications-paths';

interface UnreadCount {
  unread_count: number;
}

/** PUT /notifications/:id/read: the new unread count. */
export async function markNotificationRead(id: string): Promise<UnreadCount> {
  const response = await api.put<Envelope<UnreadCount>>(notificationsPaths.read(id));
  return response.data.data;
}

/** PUT /notifications/read-all. */
export async function markAllNotificationsRead(): Promise<UnreadCount> {
  const response = await api.put<Envelope<UnreadCount>>(notificationsPaths.readAll);
  return response.data.data;
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  const queryKey = useNotificationsKey();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: ({ unread_count }, id) => {
      queryClient.setQueryData<NotificationsCache>(queryKey, (data) =>
        markReadInCache(data, id, unread_count),
      );
    },
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  const queryKey = useNotificationsKey();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData<NotificationsCache>(queryKey, markAllReadInCache);
    },
  });
}

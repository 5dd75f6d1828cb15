import type { InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationsPage } from '@awarequest/contracts';

/**
 * The cached list of notifications, changed in place by what the socket and the mark-read
 * calls say: no refetch is needed for a new notification or a read. The unread count lives on
 * the first page (the server sends it with every page and every change).
 */
export type NotificationsCache = InfiniteData<NotificationsPage>;

export const unreadCountOf = (data: NotificationsCache | undefined): number =>
  data?.pages[0]?.unread_count ?? 0;

export const itemsOf = (data: NotificationsCache | undefined): Notification[] =>
  data?.pages.flatMap((page) => page.items) ?? [];

function withUnread(
  data: NotificationsCache,
  unreadCount: number,
  change: (item: Notification) => Notification,
) {
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      items: page.items.map(change),
      unread_count: index === 0 ? unreadCount : page.unread_count,
    })),
  };
}

/** A pushed notification goes on top (once, even if a refetch already brought it). */
export function addNotification(
  data: NotificationsCache | undefined,
  notification: Notification,
  unreadCount: number,
): NotificationsCache | undefined {
  if (!data) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  const isKnown = data.pages.some((page) => page.items.some((item) => item.id === notification.id));
  const items = isKnown ? first.items : [notification, ...first.items];
  return { ...data, pages: [{ ...first, items, unread_count: unreadCount }, ...rest] };
}

export function markReadInCache(
  data: NotificationsCache | undefined,
  id: string,
  unreadCount: number,
): NotificationsCache | undefined {
  return data && withUnread(data, unreadCount, (item) => (item.id === id ? { ...item, read: true } : item));
}

export function markAllReadInCache(data: NotificationsCache | undefined): NotificationsCache | undefined {
  return data && withUnread(data, 0, (item) => (item.read ? item : { ...item, read: true }));
}

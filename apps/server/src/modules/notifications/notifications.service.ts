import { notificationSchema, type Notification, type NotificationsPage } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  countUnread,
  countUnreadByUser,
  findNotificationsPage,
  insertNotifications,
  markAllRead,
  markRead,
  type NewNotification,
  type NotificationRow,
} from './notifications.repository.js';

/** Sends a new notification to every open tab of its user (the socket room `user:<id>`). */
export type NotificationPush = (
  userId: string,
  payload: { notification: Notification; unread_count: number },
) => void;

export interface NotificationsDeps {
  db: Db;
  push: NotificationPush;
}

export const userRoom = (userId: string) => `user:${userId}`;

/** A stored row as the client reads it; null for a row whose params no longer fit its kind. */
export function toNotification(row: NotificationRow): Notification | null {
  const parsed = notificationSchema.safeParse({
    id: row.id,
    kind: row.kind,
    params: row.params,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  });
  return parsed.success ? parsed.data : null;
}

/** Stores the notifications and pushes each to its user's open tabs with their new unread count. */
export async function notify(deps: NotificationsDeps, entries: readonly NewNotification[]): Promise<number> {
  const rows = await insertNotifications(deps.db, entries);
  await pushRows(deps, rows);
  return rows.length;
}

export async function pushRows(deps: NotificationsDeps, rows: readonly NotificationRow[]): Promise<void> {
  if (rows.length === 0) return;
  const unread = await countUnreadByUser(deps.db, [...new Set(rows.map((row) => row.userId))]);
  for (const row of rows) {
    const notification = toNotification(row);
    if (notification) deps.push(row.userId, { notification, unread_count: unread.get(row.userId) ?? 0 });
  }
}

export async function listNotifications(
  db: Db,
  userId: string,
  query: { limit: number; cursor?: string | undefined },
): Promise<NotificationsPage> {
  // One row more than asked says whether there is a next page.
  const [rows, unreadCount] = await Promise.all([
    findNotificationsPage(db, userId, { limit: query.limit + 1, cursor: query.cursor }),
    countUnread(db, userId),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toNotification).filter((item): item is Notification => item !== null),
    unread_count: unreadCount,
    next_cursor: rows.length > query.limit && last ? last.id : null,
  };
}

/** Marks one notification read; another user's (or an unknown) id is NOT_FOUND. */
export async function readNotification(
  db: Db,
  userId: string,
  id: string,
): Promise<{ unread_count: number }> {
  if (!(await markRead(db, userId, id, new Date()))) throw new AppError('NOT_FOUND');
  return { unread_count: await countUnread(db, userId) };
}

export async function readAllNotifications(db: Db, userId: string): Promise<{ unread_count: number }> {
  await markAllRead(db, userId, new Date());
  return { unread_count: await countUnread(db, userId) };
}

import { describe, expect, it } from 'vitest';
import type { Notification } from '@awarequest/contracts';
import {
  addNotification,
  itemsOf,
  markAllReadInCache,
  markReadInCache,
  unreadCountOf,
  type NotificationsCache,
} from './notifications-cache';

const band = (id: string, read = false): Notification => ({
  id,
  kind: 'score_band_changed',
  params: { score: 'risk', from: 'low', to: 'high' },
  read,
  created_at: '2026-11-22T10:00:00.000Z',
});

const cache = (): NotificationsCache => ({
  pages: [
    { items: [band('b'), band('c', true)], unread_count: 2, next_cursor: 'c' },
    { items: [band('d')], unread_count: 2, next_cursor: null },
  ],
  pageParams: [null, 'c'],
});

describe('the cached notifications', () => {
  it('puts a pushed notification on top with the new unread count, once', () => {
    const once = addNotification(cache(), band('a'), 3);
    expect(itemsOf(once).map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(unreadCountOf(once)).toBe(3);
    const twice = addNotification(once, band('a'), 3);
    expect(itemsOf(twice).map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('marks one read on any page, or all', () => {
    const one = markReadInCache(cache(), 'd', 1);
    expect(itemsOf(one).map((item) => item.read)).toEqual([false, true, true]);
    expect(unreadCountOf(one)).toBe(1);
    const all = markAllReadInCache(cache());
    expect(itemsOf(all).every((item) => item.read)).toBe(true);
    expect(unreadCountOf(all)).toBe(0);
  });

  it('leaves a list not loaded yet alone', () => {
    expect(addNotification(undefined, band('a'), 1)).toBeUndefined();
    expect(unreadCountOf(undefined)).toBe(0);
  });
});

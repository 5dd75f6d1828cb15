import { describe, expect, it } from 'vitest';
import type { Notification } from '@awarequest/contracts';
import { notificationView } from './notification-view';
import { relativeTime } from './relative-time';

const base = { id: 'n1', read: false, created_at: '2026-11-22T10:00:00.000Z' };
const game = { game_id: 'g1', game_name: { en: 'Spot the phish', ar: 'اكتشف التصيد' } };

describe('what a notification says and where it leads', () => {
  it('links a quiz result to its game in its category, named in the reader language', () => {
    const notification: Notification = {
      ...base,
      kind: 'quiz_failed',
      params: { ...game, category_id: 'c1', attempt_id: 'a1', score: 40 },
    };
    expect(notificationView(notification, 'ar')).toEqual({
      textKey: 'kinds.quiz_failed',
      values: { game: 'اكتشف التصيد', score: '٤٠' },
      translatedValues: {},
      to: '/categories/c1/games/g1',
    });
    const homeless: Notification = { ...base, kind: 'new_game', params: { ...game, category_id: null } };
    expect(notificationView(homeless, 'en').to).toBe('/categories');
  });

  it('sends an invitation to the join page with its PIN, and a band change to the dashboard', () => {
    const invitation: Notification = {
      ...base,
      kind: 'live_invitation',
      params: { pin: '123456', title: { en: 'Friday quiz', ar: 'مسابقة الجمعة' }, host_name: 'Sara' },
    };
    expect(notificationView(invitation, 'en')).toMatchObject({
      values: { host: 'Sara', title: 'Friday quiz', pin: '123456' },
      to: '/join-game?pin=123456',
    });
    const band: Notification = {
      ...base,
      kind: 'score_band_changed',
      params: { score: 'awareness', from: 'low', to: 'developing' },
    };
    expect(notificationView(band, 'en')).toMatchObject({
      textKey: 'kinds.score_band_changed.awareness',
      translatedValues: { from: 'bands.awareness.low', to: 'bands.awareness.developing' },
      to: '/dashboard',
    });
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-11-22T12:00:00.000Z');
  it('says how long ago, in the reader language', () => {
    expect(relativeTime('2026-11-22T11:55:00.000Z', now, 'en')).toBe('5 minutes ago');
    expect(relativeTime('2026-11-21T12:00:00.000Z', now, 'en')).toBe('yesterday');
    expect(relativeTime('2026-11-22T12:00:00.000Z', now, 'en')).toBe('now');
    expect(relativeTime('2026-11-22T09:00:00.000Z', now, 'ar')).toMatch(/٣/);
  });
  it('never says "in" for a clock slightly ahead of ours', () => {
    expect(relativeTime('2026-11-22T12:00:05.000Z', now, 'en')).toBe('now');
  });
});

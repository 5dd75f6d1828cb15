import { pickText, type Language, type Notification } from '@awarequest/contracts';
import { formatLongDate } from '../../../lib/date-format';
import { localeOf } from '../../../lib/number-format';

/**
 * What a notification shows: the key of its sentence in the `notifications` catalog with the
 * values to fill in, and where a click leads (the game, the join page with the PIN, the
 * dashboard). Written from the kind and params, so it reads in the current language.
 */
export interface NotificationView {
  textKey: string;
  values: Record<string, string>;
  /** Band names and score names are themselves catalog keys. */
  translatedValues: Record<string, string>;
  to: string;
  /** Chooses the plural form of the sentence (days before a due date). */
  count?: number;
}

const gameLink = (params: { game_id: string; category_id: string | null }) =>
  params.category_id ? `/categories/${params.category_id}/games/${params.game_id}` : '/categories';

export function notificationView(notification: Notification, language: Language): NotificationView {
  switch (notification.kind) {
    case 'quiz_passed':
    case 'quiz_failed':
      return {
        textKey: `kinds.${notification.kind}`,
        values: {
          game: pickText(notification.params.game_name, language),
          score: new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1 }).format(
            notification.params.score,
          ),
        },
        translatedValues: {},
        to: gameLink(notification.params),
      };
    case 'attempts_limit_reached':
    case 'new_game':
      return {
        textKey: `kinds.${notification.kind}`,
        values: { game: pickText(notification.params.game_name, language) },
        translatedValues: {},
        to: gameLink(notification.params),
      };
    case 'live_invitation':
      return {
        textKey: 'kinds.live_invitation',
        values: {
          host: notification.params.host_name,
          title: pickText(notification.params.title, language),
          pin: notification.params.pin,
        },
        translatedValues: {},
        to: `/join-game?pin=${notification.params.pin}`,
      };
    case 'score_band_changed': {
      const { score, from, to } = notification.params;
      return {
        textKey: `kinds.score_band_changed.${score}`,
        values: {},
        translatedValues: { from: `bands.${score}.${from}`, to: `bands.${score}.${to}` },
        to: '/dashboard',
      };
    }
    case 'event_reminder': {
      const { event_id: eventId, title, reminder, days, due_at: dueAt } = notification.params;
      return {
        textKey: `kinds.event_reminder.${reminder}`,
        values: { title: pickText(title, language), due: formatLongDate(dueAt, language) },
        translatedValues: {},
        to: `/events/${eventId}`,
        ...(reminder === 'before_due' ? { count: days } : {}),
      };
    }
    case 'event_lobby_open':
      return {
        textKey: 'kinds.event_lobby_open',
        values: { title: pickText(notification.params.title, language), pin: notification.params.pin },
        translatedValues: {},
        to: `/join-game?pin=${notification.params.pin}`,
      };
  }
}

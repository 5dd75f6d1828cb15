import { z } from 'zod';
import { encodeRule } from './validation/messages.js';

/**
 * Notifications: made by the server from the product's own events, stored per user, pushed
 * over the socket (`notification:new`) and listed by REST. The server sends a kind and its
 * params; the web writes the words in the reader's language and links to the place, so a
 * notification reads right after a language switch.
 */

export const NOTIFICATION_KINDS = [
  'quiz_passed',
  'quiz_failed',
  'attempts_limit_reached',
  'live_invitation',
  'new_game',
  'score_band_changed',
  'event_reminder',
  'event_lobby_open',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const localized = z.object({ en: z.string(), ar: z.string() });

/** A game named in a notification; `category_id` places the link (null: the game has none left). */
const gameRef = {
  game_id: z.string(),
  game_name: localized,
  category_id: z.string().nullable(),
};

export const notificationParamsSchemas = {
  quiz_passed: z.object({ ...gameRef, attempt_id: z.string(), score: z.number() }),
  quiz_failed: z.object({ ...gameRef, attempt_id: z.string(), score: z.number() }),
  attempts_limit_reached: z.object(gameRef),
  live_invitation: z.object({ pin: z.string(), title: localized, host_name: z.string() }),
  new_game: z.object(gameRef),
  score_band_changed: z.object({ score: z.enum(['awareness', 'risk']), from: z.string(), to: z.string() }),
  /** A campaign reminder: `reminder` says which (at the start, N days before due, overdue). */
  event_reminder: z.object({
    event_id: z.string(),
    title: localized,
    reminder: z.enum(['start', 'before_due', 'overdue']),
    days: z.number(),
    due_at: z.string(),
  }),
  /** A tournament's lobby opened: join with this PIN. */
  event_lobby_open: z.object({ event_id: z.string(), title: localized, pin: z.string() }),
} as const satisfies Record<NotificationKind, z.ZodType>;

export type NotificationParams<K extends NotificationKind> = z.infer<(typeof notificationParamsSchemas)[K]>;

const common = { id: z.string(), read: z.boolean(), created_at: z.iso.datetime({ offset: true }) };

export const notificationSchema = z.discriminatedUnion('kind', [
  z.object({ ...common, kind: z.literal('quiz_passed'), params: notificationParamsSchemas.quiz_passed }),
  z.object({ ...common, kind: z.literal('quiz_failed'), params: notificationParamsSchemas.quiz_failed }),
  z.object({
    ...common,
    kind: z.literal('attempts_limit_reached'),
    params: notificationParamsSchemas.attempts_limit_reached,
  }),
  z.object({
    ...common,
    kind: z.literal('live_invitation'),
    params: notificationParamsSchemas.live_invitation,
  }),
  z.object({ ...common, kind: z.literal('new_game'), params: notificationParamsSchemas.new_game }),
  z.object({
    ...common,
    kind: z.literal('score_band_changed'),
    params: notificationParamsSchemas.score_band_changed,
  }),
  z.object({
    ...common,
    kind: z.literal('event_reminder'),
    params: notificationParamsSchemas.event_reminder,
  }),
  z.object({
    ...common,
    kind: z.literal('event_lobby_open'),
    params: notificationParamsSchemas.event_lobby_open,
  }),
]);
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_LIMIT_MAX = 50;

/** Newest first; `cursor` is the `next_cursor` of the page before. */
export const notificationsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: encodeRule('numeric') })
    .int({ error: encodeRule('numeric') })
    .min(1, { error: encodeRule('min_value', 1) })
    .max(NOTIFICATIONS_LIMIT_MAX, { error: encodeRule('max_value', NOTIFICATIONS_LIMIT_MAX) })
    .default(20),
  cursor: z.uuid({ error: encodeRule('one_of') }).optional(),
});
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  unread_count: z.number(),
  /** Null on the last page. */
  next_cursor: z.string().nullable(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const unreadCountSchema = z.object({ unread_count: z.number() });

// ── live invitations (a host in the lobby invites signed-in people) ───────────────────────

export const INVITEE_SEARCH_MIN = 2;
/** People one invitation request may name (a host's hourly total is limited on the server too). */
export const INVITATION_USERS_MAX = 20;

export const inviteeSearchQuerySchema = z.object({
  q: z
    .string({ error: encodeRule('required') })
    .trim()
    .min(INVITEE_SEARCH_MIN, { error: encodeRule('min', INVITEE_SEARCH_MIN) })
    .max(100, { error: encodeRule('max', 100) }),
});

export const inviteeSchema = z.object({ id: z.string(), name: z.string(), email: z.string().nullable() });
export type Invitee = z.infer<typeof inviteeSchema>;

export const inviteBodySchema = z.object({
  user_ids: z
    .array(z.uuid({ error: encodeRule('one_of') }), { error: encodeRule('required') })
    .min(1, { error: encodeRule('required') })
    .max(INVITATION_USERS_MAX, { error: encodeRule('max_items', INVITATION_USERS_MAX) }),
});
export type InviteBody = z.infer<typeof inviteBodySchema>;

export const invitedSchema = z.object({ invited: z.number() });

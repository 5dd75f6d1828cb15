import { z } from 'zod';

/**
 * Calendars: GET /events/:id/calendar returns one event as an RFC 5545 .ics file; a person may
 * also subscribe to a feed of all their events at a secret address (GET /calendar-feeds/:token,
 * no sign-in) that they can revoke. Only a keyed hash of the token is stored, so the address is
 * shown once, when made.
 */

/** GET /users/me/calendar-feed */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  created_at: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /users/me/calendar-feed: a new address (any earlier one stops working). */
export const calendarFeedCreatedSchema = z.object({ url: z.string() });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

export const calendarFeedParamsSchema = z.object({ token: z.string().min(20).max(200) });

/**
 * The words of the .ics files, in the reader's language (the request's for a download, the
 * person's last sign-in language for the feed). `{title}` is the event's title, `{game}` a
 * tournament session's game.
 */
export const CALENDAR_TEXTS = {
  calendarName: { en: 'AwareQuest events', ar: 'فعاليات AwareQuest' },
  campaignSummary: { en: 'Due: {title}', ar: 'موعد الإنجاز: {title}' },
  sessionSummary: { en: '{title}: {game}', ar: '{title}: {game}' },
  challengeSummary: { en: '{title}', ar: '{title}' },
} as const;

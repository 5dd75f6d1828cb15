import ical, { ICalEventStatus } from 'ical-generator';
import {
  API_BASE,
  CALENDAR_TEXTS,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
  type Language,
} from '@awarequest/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { keyedHash, randomToken } from '../../lib/crypto.js';
import {
  deleteFeed,
  eventsOfAudience,
  findEvent,
  findFeed,
  findFeedOwner,
  isInAudience,
  replaceFeed,
  sessionsOf,
  type CalendarEventRow,
  type CalendarSessionRow,
} from './calendar-feeds.repository.js';

/**
 * Calendars (RFC 5545, written by ical-generator): one event as a download, or every event of
 * a person's audience at a secret feed address. A campaign is one VEVENT from its start to its
 * due date plus grace ("Due: …"); a challenge spans its start to its end; each tournament
 * session is a VEVENT of one hour. UIDs are stable per event and per session, times are UTC,
 * and a cancelled event carries STATUS:CANCELLED so subscribed calendars drop it.
 */

const DAY_MS = 86_400_000;
const SESSION_MS = 60 * 60 * 1000;
/** The feed shows events that ended in the last 90 days, and everything later. */
export const FEED_PAST_DAYS = 90;
const PROD_ID = { company: 'AwareQuest', product: 'AwareQuest', language: 'EN' };

type Deps = Pick<AppContext, 'db' | 'secret' | 'config' | 'rateLimits'>;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export const eventUid = (eventId: string) => `event-${eventId}@awarequest`;
export const sessionUid = (sessionId: string) => `session-${sessionId}@awarequest`;

/** The web's origin for links: PUBLIC_URL, else the origin the request came to. */
export const baseUrlOf = (deps: Deps, requestOrigin: string) =>
  (deps.config.publicUrl ?? requestOrigin).replace(/\/+$/, '');

export function writeCalendar(
  rows: readonly CalendarEventRow[],
  sessions: readonly CalendarSessionRow[],
  language: Language,
  baseUrl: string,
): string {
  const calendar = ical({ name: CALENDAR_TEXTS.calendarName[language], prodId: PROD_ID });
  for (const event of rows) {
    const title = event.title[language];
    const common = {
      description: event.description[language] || null,
      url: `${baseUrl}/events/${event.id}`,
      stamp: event.updatedAt,
      status: event.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    };
    if (event.eventType === 'tournament') {
      for (const session of sessions.filter((row) => row.eventId === event.id))
        calendar.createEvent({
          ...common,
          id: sessionUid(session.id),
          start: session.startsAt,
          end: new Date(session.startsAt.getTime() + SESSION_MS),
          summary: fill(CALENDAR_TEXTS.sessionSummary[language], { title, game: session.gameName[language] }),
        });
      continue;
    }
    const isCampaign = event.eventType === 'campaign';
    calendar.createEvent({
      ...common,
      id: eventUid(event.id),
      start: event.startsAt,
      end: isCampaign ? new Date(event.dueAt.getTime() + event.graceDays * DAY_MS) : event.dueAt,
      summary: fill(
        isCampaign ? CALENDAR_TEXTS.campaignSummary[language] : CALENDAR_TEXTS.challengeSummary[language],
        { title },
      ),
    });
  }
  return calendar.toString();
}

async function writeFor(deps: Deps, rows: CalendarEventRow[], language: Language, baseUrl: string) {
  const sessions = await sessionsOf(
    deps.db,
    rows.filter((row) => row.eventType === 'tournament').map((row) => row.id),
  );
  return writeCalendar(rows, sessions, language, baseUrl);
}

/** GET /events/:id/calendar: for an admin, or a person of its audience once it is published. */
export async function downloadEventCalendar(
  deps: Deps,
  caller: Caller,
  eventId: string,
  language: Language,
  baseUrl: string,
): Promise<string> {
  const event = await findEvent(deps.db, eventId);
  const isAdmin = caller.role === 'admin';
  const isVisible =
    event &&
    (isAdmin ||
      (event.status !== 'draft' &&
        !event.archivedAt &&
        (await isInAudience(deps.db, event.id, caller.userId))));
  if (!event || !isVisible) throw new AppError('EVENT_NOT_FOUND');
  return writeFor(deps, [event], language, baseUrl);
}

export async function getCalendarFeedStatus(deps: Deps, userId: string): Promise<CalendarFeedStatus> {
  const feed = await findFeed(deps.db, userId);
  return { active: Boolean(feed), created_at: feed ? feed.createdAt.toISOString() : null };
}

/** POST /users/me/calendar-feed: a new secret address; only its keyed hash is kept. */
export async function createCalendarFeed(
  deps: Deps,
  userId: string,
  baseUrl: string,
  now = new Date(),
): Promise<CalendarFeedCreated> {
  const token = randomToken();
  await replaceFeed(deps.db, userId, keyedHash(deps.secret, token), now);
  return { url: `${baseUrl}${API_BASE}/calendar-feeds/${token}` };
}

export async function revokeCalendarFeed(deps: Deps, userId: string): Promise<CalendarFeedStatus> {
  await deleteFeed(deps.db, userId);
  return { active: false, created_at: null };
}

/**
 * GET /calendar-feeds/:token: no sign-in; the token is the credential. Reads are counted per
 * address like the other public endpoints, so tokens cannot be tried in bulk.
 */
export async function readCalendarFeed(
  deps: Deps,
  request: { token: string; ip: string; baseUrl: string },
  now = new Date(),
): Promise<string> {
  const { token, baseUrl } = request;
  await deps.rateLimits.consume('calendarFeedReadsPerIp', request.ip);
  const owner = await findFeedOwner(deps.db, keyedHash(deps.secret, token));
  if (!owner) throw new AppError('CALENDAR_FEED_NOT_FOUND');
  const language: Language = owner.language === 'ar' ? 'ar' : 'en';
  const rows = await eventsOfAudience(deps.db, owner.id, new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS));
  return writeFor(deps, rows, language, baseUrl);
}

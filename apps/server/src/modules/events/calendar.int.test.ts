import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarFeeds, eventSessions, users } from '../../db/schema.js';
import { keyedHash } from '../../lib/crypto.js';
import { createAdmin, createUser, loginToken } from '../../test/accounts.fixtures.js';
import { createGame } from '../../test/content.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import type { App } from '../../app.js';
import { DAY, insertEvent } from './event-rows.test-support.js';

const PUBLIC_URL = 'https://aq.example.org';
const testApp = useTestApp({ PUBLIC_URL });

interface Vevent {
  uid: string;
  summary: string;
  url: string;
  start: string;
  end: string;
  status: string | null;
  stamp: string | null;
}

/** Parses a calendar back with ical.js: its VEVENTs, times as UTC ISO strings. */
function veventsOf(text: string): Vevent[] {
  const parsed: unknown = ICAL.parse(text);
  const calendar = new ICAL.Component(parsed as unknown[]);
  expect(calendar.name).toBe('vcalendar');
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const stamp = component.getFirstPropertyValue('dtstamp');
    const status = component.getFirstPropertyValue('status');
    return {
      uid: event.uid,
      summary: event.summary,
      url: String(component.getFirstPropertyValue('url')),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: status === null ? null : String(status),
      stamp: stamp === null ? null : String(stamp),
    };
  });
}

async function request(
  app: App,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { token?: string; language?: string; ip?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.language) headers['accept-language'] = options.language;
  return app.inject({ method, url, headers, ...(options.ip ? { remoteAddress: options.ip } : {}) });
}

const at = (iso: string) => new Date(iso);

describe('GET /api/events/:id/calendar', () => {
  it('downloads a campaign as one VEVENT to its due date plus grace, in the reader’s language', async () => {
    const app = testApp();
    const user = await createUser(app, { departments: ['Finance'] });
    const token = await loginToken(app, user.email);
    const startsAt = at('2026-12-01T08:00:00.000Z');
    const event = await insertEvent(app, {
      startsAt,
      dueAt: at('2026-12-15T17:00:00.000Z'),
      graceDays: 2,
      status: 'scheduled',
      audience: { departments: ['Finance'] },
      title: { en: 'Phishing basics', ar: 'أساسيات التصيد' },
    });

    const english = await request(app, 'GET', `/api/events/${event.id}/calendar`, { token, language: 'en' });
    expect(english.statusCode, english.body).toBe(200);
    expect(english.headers['content-type']).toMatch(/^text\/calendar/);
    expect(english.headers['content-disposition']).toBe(`attachment; filename="event-${event.id}.ics"`);
    expect(english.body).toMatch(/\r\nDTSTART:20261201T080000Z\r\n/);
    expect(veventsOf(english.body)).toEqual([
      {
        uid: `event-${event.id}@awarequest`,
        summary: 'Due: Phishing basics',
        url: `${PUBLIC_URL}/events/${event.id}`,
        start: '2026-12-01T08:00:00.000Z',
        end: '2026-12-17T17:00:00.000Z',
        status: 'CONFIRMED',
        stamp: expect.any(String) as string,
      },
    ]);

    const arabic = await request(app, 'GET', `/api/events/${event.id}/calendar`, { token, language: 'ar' });
    const [vevent] = veventsOf(arabic.body);
    expect(vevent).toMatchObject({
      uid: `event-${event.id}@awarequest`,
      summary: 'موعد الإنجاز: أساسيات التصيد',
    });
    expect(vevent?.url).toBe(`${PUBLIC_URL}/events/${event.id}`);
  });

  it('writes each tournament session as a one-hour VEVENT, and a cancelled event as CANCELLED', async () => {
    const app = testApp();
    const admin = await createAdmin(app);
    const token = await loginToken(app, admin.email);
    const { game } = await createGame(app);
    const event = await insertEvent(app, {
      eventType: 'tournament',
      status: 'cancelled',
      cancelledAt: new Date(),
      startsAt: at('2026-12-01T08:00:00.000Z'),
      dueAt: at('2026-12-03T08:00:00.000Z'),
      title: { en: 'Quarterly cup', ar: 'كأس الربع' },
    });
    const [first, second] = await app.ctx.db
      .insert(eventSessions)
      .values([
        { eventId: event.id, gameId: game.id, hostId: admin.id, startsAt: at('2026-12-01T09:00:00.000Z') },
        {
          eventId: event.id,
          gameId: game.id,
          hostId: admin.id,
          startsAt: at('2026-12-02T14:30:00.000Z'),
          sortOrder: 1,
        },
      ])
      .returning();

    const answer = await request(app, 'GET', `/api/events/${event.id}/calendar`, { token, language: 'en' });
    expect(veventsOf(answer.body)).toEqual([
      expect.objectContaining({
        uid: `session-${first?.id}@awarequest`,
        summary: `Quarterly cup: ${game.name.en}`,
        start: '2026-12-01T09:00:00.000Z',
        end: '2026-12-01T10:00:00.000Z',
        status: 'CANCELLED',
      }),
      expect.objectContaining({
        uid: `session-${second?.id}@awarequest`,
        start: '2026-12-02T14:30:00.000Z',
        end: '2026-12-02T15:30:00.000Z',
        status: 'CANCELLED',
      }),
    ]);
  });

  it('is refused outside the audience, for drafts, and without sign-in', async () => {
    const app = testApp();
    const outsider = await createUser(app, { departments: ['Sales'] });
    const token = await loginToken(app, outsider.email);
    const event = await insertEvent(app, {
      startsAt: new Date(Date.now() + DAY),
      dueAt: new Date(Date.now() + 9 * DAY),
      audience: { departments: ['Finance'] },
    });
    const draft = await insertEvent(app, {
      status: 'draft',
      startsAt: new Date(Date.now() + DAY),
      dueAt: new Date(Date.now() + 9 * DAY),
    });
    for (const id of [event.id, draft.id]) {
      const answer = await request(app, 'GET', `/api/events/${id}/calendar`, { token });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ status: false, code: 'EVENT_NOT_FOUND' });
    }
    expect((await request(app, 'GET', `/api/events/${event.id}/calendar`)).statusCode).toBe(401);
  });
});

describe('calendar feeds', () => {
  it('makes a secret address that serves the audience’s events in the person’s language, until revoked', async () => {
    const app = testApp();
    const user = await createUser(app, { departments: ['Finance'], preferredLanguage: 'ar' });
    const token = await loginToken(app, user.email);
    const challenge = await insertEvent(app, {
      eventType: 'challenge',
      startsAt: at('2026-11-20T00:00:00.000Z'),
      dueAt: at('2027-01-10T00:00:00.000Z'),
      audience: { everyone: true },
      title: { en: 'Winter challenge', ar: 'تحدي الشتاء' },
    });
    const old = new Date(Date.now() - 200 * DAY);
    await insertEvent(app, { startsAt: old, dueAt: new Date(old.getTime() + DAY), status: 'ended' });
    const recent = await insertEvent(app, {
      status: 'ended',
      startsAt: new Date(Date.now() - 40 * DAY),
      dueAt: new Date(Date.now() - 30 * DAY),
      audience: { departments: ['Finance'] },
    });
    await insertEvent(app, {
      startsAt: new Date(),
      dueAt: new Date(Date.now() + DAY),
      audience: { departments: ['Sales'] },
    });
    await insertEvent(app, {
      startsAt: new Date(),
      dueAt: new Date(Date.now() + DAY),
      status: 'draft',
      publishedAt: null,
    });
    await insertEvent(app, {
      startsAt: new Date(),
      dueAt: new Date(Date.now() + DAY),
      archivedAt: new Date(),
    });

    const none = await request(app, 'GET', '/api/users/me/calendar-feed', { token });
    expect(none.json()).toMatchObject({ data: { active: false, created_at: null } });

    const made = await request(app, 'POST', '/api/users/me/calendar-feed', { token });
    expect(made.statusCode, made.body).toBe(201);
    const url = made.json<{ data: { url: string } }>().data.url;
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/api/calendar-feeds/[A-Za-z0-9_-]{40,}$`));
    const path = url.slice(PUBLIC_URL.length);
    const secret = path.split('/').at(-1) ?? '';
    const stored = await app.ctx.db.select().from(calendarFeeds);
    expect(stored).toEqual([
      expect.objectContaining({ userId: user.id, tokenHash: keyedHash(app.ctx.secret, secret) }),
    ]);
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect((await request(app, 'GET', '/api/users/me/calendar-feed', { token })).json()).toMatchObject({
      data: { active: true, created_at: expect.any(String) as string },
    });

    const feed = await request(app, 'GET', path);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const vevents = veventsOf(feed.body);
    expect(vevents.map((vevent) => vevent.uid).sort()).toEqual(
      [`event-${challenge.id}@awarequest`, `event-${recent.id}@awarequest`].sort(),
    );
    expect(vevents.find((vevent) => vevent.uid === `event-${challenge.id}@awarequest`)).toEqual({
      uid: `event-${challenge.id}@awarequest`,
      summary: 'تحدي الشتاء',
      url: `${PUBLIC_URL}/events/${challenge.id}`,
      start: '2026-11-20T00:00:00.000Z',
      end: '2027-01-10T00:00:00.000Z',
      status: 'CONFIRMED',
      stamp: expect.any(String) as string,
    });

    // In English once the person signs in in English; the UID stays the same.
    await app.ctx.db.update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, user.id));
    const english = veventsOf((await request(app, 'GET', path)).body);
    expect(english.find((vevent) => vevent.uid === `event-${challenge.id}@awarequest`)).toMatchObject({
      uid: `event-${challenge.id}@awarequest`,
      summary: 'Winter challenge',
    });

    // A new address replaces the old one.
    const again = await request(app, 'POST', '/api/users/me/calendar-feed', { token });
    const newPath = again.json<{ data: { url: string } }>().data.url.slice(PUBLIC_URL.length);
    expect(newPath).not.toBe(path);
    expect((await request(app, 'GET', path)).json()).toMatchObject({ code: 'CALENDAR_FEED_NOT_FOUND' });
    expect((await request(app, 'GET', newPath)).statusCode).toBe(200);

    const revoked = await request(app, 'DELETE', '/api/users/me/calendar-feed', { token });
    expect(revoked.json()).toMatchObject({ data: { active: false, created_at: null } });
    const gone = await request(app, 'GET', newPath);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ status: false, code: 'CALENDAR_FEED_NOT_FOUND' });
  });

  it('limits reads per address', async () => {
    const app = testApp();
    const path = `/api/calendar-feeds/${'x'.repeat(43)}`;
    const statuses: number[] = [];
    for (let index = 0; index < 121; index++)
      statuses.push((await request(app, 'GET', path, { ip: '203.0.113.9' })).statusCode);
    expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect((await request(app, 'GET', path, { ip: '203.0.113.10' })).statusCode).toBe(404);
  });
});

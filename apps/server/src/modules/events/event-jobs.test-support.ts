import { type Audience } from '@awarequest/contracts';
import { buildApp, type App } from '../../app.js';
import type { Database } from '../../db/client.js';
import { eventCategories, eventGames, events, eventSessions } from '../../db/schema.js';
import { testConfig } from '../../test/test-app.js';

/** A clock tests move by hand; the job queue reads it. */
export function manualClock(start = new Date('2030-03-01T08:00:00Z')) {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    set: (date: Date) => {
      at = date.getTime();
    },
    advance: (ms: number) => {
      at += ms;
    },
  };
}
export type ManualClock = ReturnType<typeof manualClock>;

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

/** A ready app on `database` whose scheduled work follows `clock`; polls only when `pollMs` is given. */
export async function startClockedApp(
  database: Database,
  clock: ManualClock,
  options: { pollMs?: number; env?: Record<string, string>; beforeReady?: (app: App) => void } = {},
): Promise<App> {
  const app = await buildApp(testConfig({ JOBS_POLL_MS: String(options.pollMs ?? 0), ...options.env }), {
    database,
    now: clock.now,
  });
  options.beforeReady?.(app);
  await app.ready();
  return app;
}

const both = (text: string) => ({ en: text, ar: `${text} (ar)` });

export async function createEventCategory(app: App) {
  const [category] = await app.ctx.db
    .insert(eventCategories)
    .values({ name: both('Mandatory'), description: both('Required'), color: '#1c7ed6', icon: 'school' })
    .returning();
  if (!category) throw new Error('no category');
  return category;
}

export interface EventFixture {
  eventType?: 'campaign' | 'tournament' | 'challenge';
  status?: 'draft' | 'scheduled' | 'running' | 'ended' | 'cancelled';
  startsAt: Date;
  dueAt: Date;
  graceDays?: number;
  audience?: Partial<Audience>;
  gameIds?: string[];
  remindAtStart?: boolean;
  reminderDays?: number[];
  remindWhenOverdue?: boolean;
  title?: { en: string; ar: string };
  questionAudience?: 'all_staff' | 'technical' | 'managers' | null;
}

/** Inserts an event straight into the database (the admin routes are another part's) and plans it. */
export async function createEvent(app: App, fixture: EventFixture) {
  const category = await createEventCategory(app);
  const [event] = await app.ctx.db
    .insert(events)
    .values({
      categoryId: category.id,
      eventType: fixture.eventType ?? 'campaign',
      status: fixture.status ?? 'scheduled',
      title: fixture.title ?? { en: 'Phishing basics', ar: 'أساسيات التصيد' },
      description: both('About it'),
      startsAt: fixture.startsAt,
      dueAt: fixture.dueAt,
      graceDays: fixture.graceDays ?? 0,
      audience: {
        everyone: false,
        companies: [],
        departments: [],
        groups: [],
        positions: [],
        countries: [],
        user_ids: [],
        ...fixture.audience,
      },
      remindAtStart: fixture.remindAtStart ?? true,
      reminderDays: fixture.reminderDays ?? [3, 1],
      remindWhenOverdue: fixture.remindWhenOverdue ?? true,
      questionAudience: fixture.questionAudience ?? null,
      publishedAt: new Date(),
    })
    .returning();
  if (!event) throw new Error('no event');
  if (fixture.gameIds?.length)
    await app.ctx.db
      .insert(eventGames)
      .values(fixture.gameIds.map((gameId, sortOrder) => ({ eventId: event.id, gameId, sortOrder })));
  return event;
}

export async function addSession(
  app: App,
  input: { eventId: string; gameId: string; hostId: string; startsAt: Date },
) {
  const [session] = await app.ctx.db.insert(eventSessions).values(input).returning();
  if (!session) throw new Error('no session');
  return session;
}

/** What an admin's publish does for scheduling: tells the planner. */
export const announce = (app: App, eventId: string) => app.ctx.events.publish('event.changed', { eventId });

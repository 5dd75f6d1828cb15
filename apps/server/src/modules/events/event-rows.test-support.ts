import { randomUUID } from 'node:crypto';
import type { AudienceInput } from '@awarequest/contracts';
import { audienceSchema } from '@awarequest/contracts';
import type { App } from '../../app.js';
import {
  attempts,
  eventCategories,
  eventCompletions,
  eventGames,
  eventSessions,
  events,
  liveResults,
} from '../../db/schema.js';

/** Rows of events, completions, attempts and live results written straight to the database. */

export const DAY = 86_400_000;
export const daysFrom = (at: Date, days: number) => new Date(at.getTime() + days * DAY);

export async function insertEventCategory(app: App) {
  const [row] = await app.ctx.db
    .insert(eventCategories)
    .values({
      name: { en: 'Mandatory training', ar: 'تدريب إلزامي' },
      description: { en: '', ar: '' },
      color: 'blue',
      icon: 'calendar',
    })
    .returning();
  if (!row) throw new Error('no category row');
  return row;
}

export type EventRow = typeof events.$inferSelect;

export async function insertEvent(
  app: App,
  values: Partial<Omit<typeof events.$inferInsert, 'audience'>> & {
    audience?: AudienceInput;
    gameIds?: string[];
    startsAt: Date;
    dueAt: Date;
  },
): Promise<EventRow> {
  const { gameIds = [], audience = { everyone: true }, ...rest } = values;
  const categoryId = rest.categoryId ?? (await insertEventCategory(app)).id;
  const [row] = await app.ctx.db
    .insert(events)
    .values({
      eventType: 'campaign',
      status: 'running',
      title: { en: 'Phishing before June', ar: 'التصيد قبل يونيو' },
      description: { en: 'Play it', ar: 'العبها' },
      publishedAt: new Date(),
      ...rest,
      categoryId,
      audience: audienceSchema.parse(audience),
    })
    .returning();
  if (!row) throw new Error('no event row');
  if (gameIds.length)
    await app.ctx.db
      .insert(eventGames)
      .values(gameIds.map((gameId, sortOrder) => ({ eventId: row.id, gameId, sortOrder })));
  return row;
}

export async function insertCompletion(
  app: App,
  values: { eventId: string; userId: string; gameId: string; completedAt: Date },
) {
  await app.ctx.db.insert(eventCompletions).values({ ...values, score: 100 });
}

/** A finished self-paced attempt of `score` (0..100). */
export async function insertAttempt(
  app: App,
  values: { userId: string; gameId: string; score: number; finishedAt: Date; passScore?: number },
) {
  const passScore = values.passScore ?? 70;
  await app.ctx.db.insert(attempts).values({
    userId: values.userId,
    gameId: values.gameId,
    status: 'finished',
    ending: 'finished',
    questionIds: [],
    startedAt: new Date(values.finishedAt.getTime() - 60_000),
    expiresAt: values.finishedAt,
    finishedAt: values.finishedAt,
    score: values.score,
    passScore,
    isPassed: values.score >= passScore,
  });
}

/** A tournament session whose live session ended with these points per user. */
export async function insertTournamentResults(
  app: App,
  values: { eventId: string; gameId: string; hostId: string; startsAt: Date; points: Record<string, number> },
) {
  const liveSessionId = randomUUID();
  await app.ctx.db.insert(eventSessions).values({
    eventId: values.eventId,
    gameId: values.gameId,
    hostId: values.hostId,
    startsAt: values.startsAt,
    liveSessionId,
    endedAt: values.startsAt,
  });
  const entries = Object.entries(values.points);
  await app.ctx.db.insert(liveResults).values(
    entries.map(([userId, points], index) => ({
      sessionId: liveSessionId,
      userId,
      title: { en: 'Live', ar: 'مباشر' },
      gameId: values.gameId,
      points,
      rank: index + 1,
      playersCount: entries.length,
      endedAt: values.startsAt,
    })),
  );
  return liveSessionId;
}

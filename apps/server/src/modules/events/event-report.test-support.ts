import type { Audience } from '@awarequest/contracts';
import type { App } from '../../app.js';
import { attempts, eventCategories, eventCompletions, eventGames, events, games } from '../../db/schema.js';

/** Seeds for the event report tests: events, games and work written as the events module stores them. */

const DAY = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

export async function insertReportGame(app: App, key: string) {
  const [game] = await app.ctx.db
    .insert(games)
    .values({
      key,
      name: { en: `Game ${key}`, ar: `لعبة ${key}` },
      description: { en: key, ar: key },
      type: 'interactive',
      durationMinutes: 10,
      passScore: 70,
      isPublished: true,
    })
    .returning();
  return game!;
}

export interface ReportEventInput {
  audience: Partial<Audience>;
  startsAt?: Date;
  dueAt?: Date;
  graceDays?: number;
  gameIds?: string[];
  removedGameIds?: string[];
  title?: { en: string; ar: string };
}

/** A running campaign and its category; returns the event's id. */
export async function insertReportEvent(app: App, input: Partial<ReportEventInput> = {}): Promise<string> {
  const [category] = await app.ctx.db
    .insert(eventCategories)
    .values({
      name: { en: 'Mandatory training', ar: 'تدريب إلزامي' },
      description: { en: '', ar: '' },
      color: '#228be6',
      icon: 'shield',
    })
    .returning();
  const [event] = await app.ctx.db
    .insert(events)
    .values({
      categoryId: category!.id,
      eventType: 'campaign',
      status: 'running',
      title: input.title ?? { en: 'Phishing month', ar: 'شهر التصيد' },
      description: { en: '', ar: '' },
      startsAt: input.startsAt ?? daysFromNow(-10),
      dueAt: input.dueAt ?? daysFromNow(10),
      graceDays: input.graceDays ?? 0,
      audience: {
        everyone: false,
        companies: [],
        departments: [],
        groups: [],
        positions: [],
        countries: [],
        user_ids: [],
        ...input.audience,
      },
      publishedAt: new Date(),
    })
    .returning();
  const rows = [
    ...(input.gameIds ?? []).map((gameId, sortOrder) => ({ eventId: event!.id, gameId, sortOrder })),
    ...(input.removedGameIds ?? []).map((gameId) => ({ eventId: event!.id, gameId, removedAt: new Date() })),
  ];
  if (rows.length > 0) await app.ctx.db.insert(eventGames).values(rows);
  return event!.id;
}

export async function insertCompletion(
  app: App,
  input: { eventId: string; userId: string; gameId: string; completedAt: Date },
) {
  await app.ctx.db.insert(eventCompletions).values({ ...input, score: 90 });
}

/** An attempt started (not finished) on a game: work begun. */
export async function insertStartedAttempt(
  app: App,
  input: { userId: string; gameId: string; startedAt: Date },
) {
  await app.ctx.db.insert(attempts).values({
    userId: input.userId,
    gameId: input.gameId,
    status: 'in_progress',
    questionIds: [],
    startedAt: input.startedAt,
    expiresAt: new Date(input.startedAt.getTime() + 600_000),
    passScore: 70,
  });
}

import type { EventBodyInput } from '@awarequest/contracts';
import type { App } from '../../app.js';
import { eventCategories, eventGames, events } from '../../db/schema.js';

/** Event categories, events and well-formed bodies for integration tests. */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const inHours = (hours: number, from = Date.now()) => new Date(from + hours * HOUR);

export async function insertEventCategory(app: App, sortOrder = 0) {
  const [row] = await app.ctx.db
    .insert(eventCategories)
    .values({
      name: { en: `Mandatory ${sortOrder}`, ar: `إلزامي ${sortOrder}` },
      description: { en: '', ar: '' },
      color: '#16787F',
      icon: 'shield-check',
      sortOrder,
    })
    .returning();
  return row!;
}

/** An event row written directly (any state, any dates), with its games. */
export async function insertEventRow(
  app: App,
  values: Partial<typeof events.$inferInsert> & { categoryId: string },
  gameIds: string[] = [],
) {
  const [row] = await app.ctx.db
    .insert(events)
    .values({
      eventType: 'campaign',
      status: 'running',
      title: { en: 'Phishing month', ar: 'شهر التصيد' },
      description: { en: 'Play it', ar: 'العبها' },
      startsAt: inHours(-24),
      dueAt: inHours(24 * 7),
      audience: {
        everyone: true,
        companies: [],
        departments: [],
        groups: [],
        positions: [],
        countries: [],
        user_ids: [],
      },
      publishedAt: new Date(),
      ...values,
    })
    .returning();
  if (gameIds.length > 0)
    await app.ctx.db
      .insert(eventGames)
      .values(gameIds.map((gameId, index) => ({ eventId: row!.id, gameId, sortOrder: index })));
  return row!;
}

/** A campaign body for POST /admin/events: starts in an hour, due in a week, for everyone. */
export function campaignBody(
  categoryId: string,
  gameIds: string[],
  overrides: Partial<EventBodyInput> = {},
): EventBodyInput {
  return {
    title: { en: 'Phishing month', ar: 'شهر التصيد' },
    description: { en: 'Play the phishing game', ar: 'العب لعبة التصيد' },
    category_id: categoryId,
    event_type: 'campaign',
    starts_at: inHours(1).toISOString(),
    due_at: inHours(24 * 7).toISOString(),
    grace_days: 0,
    game_ids: gameIds,
    audience: { everyone: true },
    ...overrides,
  };
}

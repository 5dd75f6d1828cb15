import { asc, eq } from 'drizzle-orm';
import type { EventSession } from '@awarequest/contracts';
import type { Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { events, eventSessions, games, users } from '../../db/schema.js';
import type { SessionStore } from '../live/public.js';

type EventRow = typeof events.$inferSelect;

/**
 * A tournament's sessions as its page shows them: `scheduled` until the lobby opens, then
 * `lobby`, `running` and `ended` (from the live store when it is given, else from `opened_at`
 * and `ended_at`). The PIN shows only to the audience (and the host, and admins), once open.
 */
export async function eventSessionsView(
  db: Db,
  event: EventRow,
  caller: Caller,
  isInAudience: boolean,
  store?: SessionStore,
): Promise<EventSession[]> {
  if (event.eventType !== 'tournament') return [];
  const rows = await db
    .select({
      id: eventSessions.id,
      gameId: eventSessions.gameId,
      gameName: games.name,
      startsAt: eventSessions.startsAt,
      hostId: eventSessions.hostId,
      hostName: users.name,
      pin: eventSessions.pin,
      openedAt: eventSessions.openedAt,
      endedAt: eventSessions.endedAt,
    })
    .from(eventSessions)
    .innerJoin(games, eq(games.id, eventSessions.gameId))
    .innerJoin(users, eq(users.id, eventSessions.hostId))
    .where(eq(eventSessions.eventId, event.id))
    .orderBy(asc(eventSessions.startsAt), asc(eventSessions.sortOrder));
  return Promise.all(
    rows.map(async (row) => {
      const isHost = row.hostId === caller.userId;
      const maySeePin = isInAudience || isHost || caller.role === 'admin';
      return {
        id: row.id,
        game_id: row.gameId,
        game_name: row.gameName,
        starts_at: row.startsAt.toISOString(),
        host: { id: row.hostId, name: row.hostName },
        status: await statusOf(row, store),
        pin: row.openedAt && !row.endedAt && maySeePin ? row.pin : null,
        is_host: isHost,
      };
    }),
  );
}

async function statusOf(
  row: { pin: string | null; openedAt: Date | null; endedAt: Date | null },
  store: SessionStore | undefined,
): Promise<EventSession['status']> {
  if (row.endedAt) return 'ended';
  if (!row.openedAt || !row.pin) return 'scheduled';
  if (!store) return 'lobby';
  const live = await store.read(row.pin).catch(() => undefined);
  if (!live) return 'ended';
  if (live.core.phase === 'lobby') return 'lobby';
  return live.core.phase === 'ended' ? 'ended' : 'running';
}

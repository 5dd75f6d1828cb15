import type { EventLeaderboard } from '@awarequest/contracts';
import type { Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import type { events } from '../../db/schema.js';

/**
 * Placeholder with the agreed signature: the leaderboards helper's version replaces it at merge.
 * The event's leaderboard (tournaments and challenges), null for campaigns.
 */
export async function eventLeaderboard(
  _db: Db,
  _eventRow: typeof events.$inferSelect,
  _caller: Caller,
): Promise<EventLeaderboard | null> {
  return Promise.resolve(null);
}

import type { EventLeaderboard } from '@awarequest/contracts';
import type { Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import type { events } from '../../db/schema.js';

/**
 * Placeholder with the agreed signature: the leaderboards helper's version replaces it at merge.
 * The event's leaderboard (tournaments and challenges), null for campaigns.
 */
export const eventLeaderboard: (
  db: Db,
  eventRow: typeof events.$inferSelect,
  caller: Caller,
) => Promise<EventLeaderboard | null> = () => Promise.resolve(null);

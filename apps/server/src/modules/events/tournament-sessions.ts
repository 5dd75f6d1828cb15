import type { EventSession } from '@awarequest/contracts';
import type { Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import type { events } from '../../db/schema.js';

/**
 * Placeholder with the agreed signature: the tournaments helper's version replaces it at merge.
 * The sessions of a tournament as its page shows them to `caller`.
 */
export const eventSessionsView: (
  db: Db,
  event: typeof events.$inferSelect,
  caller: Caller,
  isInAudience: boolean,
) => Promise<EventSession[]> = () => Promise.resolve([]);

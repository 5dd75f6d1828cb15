import { eq } from 'drizzle-orm';
import type { EventBody } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { eventCategories } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { findActiveUserIds, findPlayableGames } from './events.repository.js';

/**
 * What the contracts' `eventBodySchema` cannot check alone (docs/product.md §8 envelope):
 * a start in the past, the category, the games and the hosts. Each check throws before
 * anything is written.
 */

/** Slack for a form sent a moment after the start it names ("start now"). */
export const START_SLACK_MS = 5 * 60_000;

/** A new event, or a draft being published, must not start in the past (rule future_date). */
export function assertStartNotPast(startsAt: Date, now: Date = new Date()): void {
  if (startsAt.getTime() < now.getTime() - START_SLACK_MS)
    throw new AppError('VALIDATION_FAILED', {}, { starts_at: { rule: 'future_date' } });
}

/** Campaigns and challenges: self-paced quizzes, WEB-GL and VR. Tournaments: live (interactive) games. */
const SELF_PACED_TYPES = new Set(['interactive', 'vr', 'webgl']);
const LIVE_TYPES = new Set(['interactive']);

/**
 * Checks the category, the games and the hosts `body` names. `keptGameIds` are games already
 * counted in the event: they stay valid even if they were unpublished since.
 */
export async function assertEventReferences(
  db: Db,
  body: EventBody,
  keptGameIds: ReadonlySet<string> = new Set(),
): Promise<void> {
  const [category] = await db
    .select({ id: eventCategories.id })
    .from(eventCategories)
    .where(eq(eventCategories.id, body.category_id));
  if (!category)
    throw new AppError('EVENT_CATEGORY_NOT_FOUND', {}, { category_id: 'EVENT_CATEGORY_NOT_FOUND' });

  const isTournament = body.event_type === 'tournament';
  const wanted = isTournament ? body.sessions.map((session) => session.game_id) : body.game_ids;
  const allowed = isTournament ? LIVE_TYPES : SELF_PACED_TYPES;
  const toCheck = [...new Set(wanted)].filter((id) => !keptGameIds.has(id));
  const playable = await findPlayableGames(db, toCheck);
  const usable = new Set(playable.filter((game) => allowed.has(game.type)).map((game) => game.id));
  if (toCheck.some((id) => !usable.has(id)))
    throw new AppError(
      'EVENT_GAME_UNAVAILABLE',
      {},
      { [isTournament ? 'sessions' : 'game_ids']: 'EVENT_GAME_UNAVAILABLE' },
    );

  if (isTournament) {
    const hosts = [...new Set(body.sessions.map((session) => session.host_id))];
    const active = new Set(await findActiveUserIds(db, hosts));
    if (hosts.some((id) => !active.has(id)))
      throw new AppError('EVENT_HOST_UNKNOWN', {}, { sessions: 'EVENT_HOST_UNKNOWN' });
  }
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DomainEventBus, DomainEvents } from '../../lib/domain-events.js';
import { inAudience } from './audience.sql.js';

/**
 * A passed attempt completes its game in every campaign and challenge that counts it
 * (docs/domain.md "Events"): not a draft, cancelled or archived, the game not removed, started
 * by the time the attempt finished, and the person in its audience. A late pass is recorded
 * too; its lateness shows as completed_at after due + grace. Rows are never written twice.
 */
export async function recordEventCompletions(
  db: Db,
  attempt: DomainEvents['attempt.finished'],
): Promise<void> {
  if (!attempt.passed) return;
  await db.execute(sql`
    insert into event_completions (event_id, user_id, game_id, attempt_id, score, completed_at)
    select e.id, u.id, eg.game_id, a.id, ${attempt.score}, coalesce(a.finished_at, now())
    from attempts a
    join users u on u.id = a.user_id
    join event_games eg on eg.game_id = a.game_id and eg.removed_at is null
    join events e on e.id = eg.event_id
    where a.id = ${attempt.attemptId}::uuid
      and e.event_type in ('campaign', 'challenge')
      and e.status not in ('draft', 'cancelled')
      and e.archived_at is null
      and e.starts_at <= coalesce(a.finished_at, now())
      and ${inAudience(sql.raw('e'), sql.raw('u'))}
    on conflict do nothing`);
}

export function listenForEventCompletions(deps: { db: Db; events: DomainEventBus }): () => void {
  return deps.events.on('attempt.finished', (attempt) => recordEventCompletions(deps.db, attempt));
}

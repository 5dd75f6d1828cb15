import { sql } from 'drizzle-orm';
import type { QuestionAudience } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { inAudience } from './audience.sql.js';

interface PlayAudienceRow {
  question_audience: QuestionAudience | null;
  in_audience: boolean;
  has_game: boolean;
}

/**
 * A game played for an event (its page's Play): the event's `question_audience`, null when each
 * game keeps its own. EVENT_NOT_FOUND when the event is missing, a draft, cancelled, archived or
 * not the player's; a validation error on `event_id` when the event does not contain the game
 * (a campaign or challenge game not removed, or a tournament session's game).
 */
export async function eventQuestionAudience(
  db: Db,
  input: { eventId: string; userId: string; gameId: string },
): Promise<QuestionAudience | null> {
  const result: unknown = await db.execute(sql`
    select e.question_audience,
      exists (select 1 from users u where u.id = ${input.userId} and ${inAudience()}) as in_audience,
      (exists (select 1 from event_games eg
                where eg.event_id = e.id and eg.game_id = ${input.gameId} and eg.removed_at is null)
        or exists (select 1 from event_sessions es where es.event_id = e.id and es.game_id = ${input.gameId})
      ) as has_game
    from events e
    where e.id = ${input.eventId} and e.archived_at is null and e.status not in ('draft', 'cancelled')`);
  const [row] = (result as { rows: PlayAudienceRow[] }).rows;
  if (!row?.in_audience) throw new AppError('EVENT_NOT_FOUND');
  if (!row.has_game) throw new AppError('VALIDATION_FAILED', {}, { event_id: { rule: 'one_of' } });
  return row.question_audience;
}

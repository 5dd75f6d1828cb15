import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inAudience } from './audience.sql.js';

/**
 * The compliance part of risk (docs/domain.md "Events and the compliance part of risk"). An
 * assignment is one counted game (`event_games.removed_at` null) of a published campaign (not a
 * draft, not cancelled, not archived) for a person in its audience. It is due when the campaign's
 * due date plus grace fell in the last 365 days. An assignment without a completion is overdue
 * (1); one completed after the deadline counts 0.5 for 90 days after it was completed, then 0.
 * `gap` = overdue / due, and 0 when nothing is due.
 */

export const COMPLIANCE_WINDOW_DAYS = 365;
/** A late completion counts as half overdue for this many days after it was done. */
export const LATE_COMPLETION_DAYS = 90;
export const LATE_COMPLETION_WEIGHT = 0.5;

export interface Compliance {
  /** Assignments whose deadline (due date plus grace) fell in the window. */
  due: number;
  /** Of those, the ones with no completion. */
  overdue: number;
  /** Of those, completions after the deadline still within LATE_COMPLETION_DAYS. */
  lateHalf: number;
  /** 0..1: (overdue + 0.5 × lateHalf) / due; 0 when nothing is due. */
  gap: number;
}

export async function complianceOf(db: Db, userId: string, now = new Date()): Promise<Compliance> {
  const nowIso = now.toISOString();
  const result: unknown = await db.execute(sql`
    select
      count(*)::int as due,
      count(*) filter (where c.completed_at is null)::int as overdue,
      count(*) filter (
        where c.completed_at > a.deadline
          and c.completed_at > ${nowIso}::timestamptz - make_interval(days => ${LATE_COMPLETION_DAYS})
      )::int as late_half
    from (
      select e.id as event_id, g.game_id,
             e.due_at + make_interval(days => e.grace_days) as deadline
      from users u
      join events e on e.event_type = 'campaign'
        and e.status in ('scheduled', 'running', 'ended')
        and e.archived_at is null
        and e.cancelled_at is null
        and e.due_at + make_interval(days => e.grace_days) <= ${nowIso}::timestamptz
        and e.due_at + make_interval(days => e.grace_days)
          > ${nowIso}::timestamptz - make_interval(days => ${COMPLIANCE_WINDOW_DAYS})
      join event_games g on g.event_id = e.id and g.removed_at is null
      where u.id = ${userId} and ${inAudience(sql.raw('e'), sql.raw('u'))}
    ) a
    left join event_completions c
      on c.event_id = a.event_id and c.game_id = a.game_id and c.user_id = ${userId}`);
  const [row] = (
    result as { rows: { due: number | string; overdue: number | string; late_half: number | string }[] }
  ).rows;
  const due = Number(row?.due ?? 0);
  const overdue = Number(row?.overdue ?? 0);
  const lateHalf = Number(row?.late_half ?? 0);
  return { due, overdue, lateHalf, gap: due === 0 ? 0 : (overdue + LATE_COMPLETION_WEIGHT * lateHalf) / due };
}

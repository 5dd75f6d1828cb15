import { sql } from 'drizzle-orm';
import type { Dashboard } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { isCompletedSql } from './assignment-state.sql.js';
import { inAudience } from './audience.sql.js';

/**
 * The dashboard's `assignments` (docs/domain.md "Events and the compliance part of risk"): over
 * the running campaigns whose audience holds the person, the counted games assigned
 * (`removed_at` null), those completed, those overdue (not completed once the due date plus
 * grace has passed), and the campaign due soonest that the person has not finished.
 */

export type AssignmentSummary = Dashboard['assignments'];

interface CampaignRow {
  event_id: string;
  title: { en: string; ar: string };
  due_at: Date | string;
  deadline_passed: boolean;
  assigned: number | string;
  completed: number | string;
  finished: boolean;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export async function assignmentSummaryOf(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<AssignmentSummary> {
  const nowIso = now.toISOString();
  const result: unknown = await db.execute(sql`
    select e.id as event_id, e.title, e.due_at,
           (e.due_at + make_interval(days => e.grace_days)) < ${nowIso}::timestamptz as deadline_passed,
           count(g.game_id)::int as assigned,
           count(c.game_id)::int as completed,
           ${isCompletedSql({
             counted: sql`count(g.game_id)`,
             completed: sql`count(c.game_id)`,
             anyCompletion: sql`count(c.game_id) > 0`,
           })} as finished
    from users u
    join events e on e.event_type = 'campaign' and e.status = 'running'
      and e.archived_at is null and e.cancelled_at is null
    join event_games g on g.event_id = e.id and g.removed_at is null
    left join event_completions c on c.event_id = e.id and c.game_id = g.game_id and c.user_id = u.id
    where u.id = ${userId} and ${inAudience(sql.raw('e'), sql.raw('u'))}
    group by e.id
    order by e.due_at, e.id`);
  const rows = (result as { rows: CampaignRow[] }).rows;
  let assigned = 0;
  let completed = 0;
  let overdue = 0;
  let nextDue: AssignmentSummary['next_due'] = null;
  for (const row of rows) {
    const rowAssigned = Number(row.assigned);
    const rowCompleted = Number(row.completed);
    assigned += rowAssigned;
    completed += rowCompleted;
    if (row.deadline_passed) overdue += rowAssigned - rowCompleted;
    if (!nextDue && !row.finished)
      nextDue = { event_id: row.event_id, title: row.title, due_at: iso(row.due_at) };
  }
  return { assigned, completed, overdue, next_due: nextDue };
}

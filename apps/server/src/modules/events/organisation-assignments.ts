import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inAudience } from './audience.sql.js';

/** The assignments of every running campaign over its whole audience (the admin's overview). */
export interface OrganisationAssignments {
  campaigns: number;
  assigned: number;
  completed: number;
  overdue: number;
  people_overdue: number;
}

/**
 * As the dashboard's `assignments` (assignment-summary.ts), summed over everyone in each running
 * campaign's audience: games assigned, completed, overdue (not completed once the due date plus
 * grace has passed) and the people with at least one overdue.
 */
export async function organisationAssignmentsOf(db: Db, now = new Date()): Promise<OrganisationAssignments> {
  const nowIso = now.toISOString();
  const result: unknown = await db.execute(sql`
    with campaign_games as (
      select e.id as event_id, g.game_id,
             (e.due_at + make_interval(days => e.grace_days)) < ${nowIso}::timestamptz as deadline_passed
      from events e
      join event_games g on g.event_id = e.id and g.removed_at is null
      where e.event_type = 'campaign' and e.status = 'running'
        and e.archived_at is null and e.cancelled_at is null
    ), assigned as (
      select cg.event_id, cg.game_id, cg.deadline_passed, u.id as user_id,
             exists (select 1 from event_completions c
                     where c.event_id = cg.event_id and c.game_id = cg.game_id and c.user_id = u.id) as done
      from campaign_games cg
      join events e on e.id = cg.event_id
      join users u on ${inAudience(sql.raw('e'), sql.raw('u'))}
    )
    select (select count(distinct event_id) from campaign_games)::int as campaigns,
           count(*)::int as assigned,
           (count(*) filter (where done))::int as completed,
           (count(*) filter (where deadline_passed and not done))::int as overdue,
           (count(distinct user_id) filter (where deadline_passed and not done))::int as people_overdue
    from assigned`);
  const [row] = (result as { rows: Record<keyof OrganisationAssignments, number | string>[] }).rows;
  return {
    campaigns: Number(row?.campaigns ?? 0),
    assigned: Number(row?.assigned ?? 0),
    completed: Number(row?.completed ?? 0),
    overdue: Number(row?.overdue ?? 0),
    people_overdue: Number(row?.people_overdue ?? 0),
  };
}

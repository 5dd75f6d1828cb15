import { sql, type SQL } from 'drizzle-orm';

/**
 * The one rule of a person's state over an event, and over one game of it (docs/domain.md
 * "Events: progress and leaderboards"), as SQL over the facts each reader gathers its own way.
 * The admin's list, the report and its files, the training evidence, reminders, the dashboard
 * and the person's own view all decide with these expressions, so they cannot disagree.
 *
 * - completed: every counted game (not removed) has a completion; with no counted game left, any
 *   completion in the event (work done stays done when games are removed);
 * - overdue: not completed, and now > due_at + grace_days;
 * - in progress: an attempt of a counted game started at or after the event's start, or any
 *   completion in the event;
 * - not started: otherwise.
 *
 * One game is the same rule with one counted game: completed when its completion exists.
 */

export interface AssignmentFacts {
  /** The counted games (int). */
  counted: SQL;
  /** The counted games the person completed (int). */
  completed: SQL;
  /** Any completion of the person in the event, removed games included (boolean). */
  anyCompletion: SQL;
  /** An attempt of a counted game started at or after the event's start (boolean). */
  started: SQL;
  /** now > due_at + grace_days (boolean). */
  deadlinePassed: SQL;
}

/** True when the person completed the event. */
export function isCompletedSql(facts: Pick<AssignmentFacts, 'counted' | 'completed' | 'anyCompletion'>): SQL {
  return sql`((${facts.counted} > 0 and ${facts.completed} >= ${facts.counted})
    or (${facts.counted} = 0 and coalesce(${facts.anyCompletion}, false)))`;
}

/** The state as text: completed, overdue, in_progress or not_started (contracts `AssignmentState`). */
export function assignmentStateSql(facts: AssignmentFacts): SQL {
  return sql`(case
    when ${isCompletedSql(facts)} then 'completed'
    when ${facts.deadlinePassed} then 'overdue'
    when ${facts.started} or coalesce(${facts.anyCompletion}, false) then 'in_progress'
    else 'not_started'
  end)`;
}

/** One game of the event: the same rule, with that game the only one counted. */
export function gameStateSql(facts: { completedAt: SQL; started: SQL; deadlinePassed: SQL }): SQL {
  return assignmentStateSql({
    counted: sql`1`,
    completed: sql`(case when ${facts.completedAt} is not null then 1 else 0 end)`,
    anyCompletion: sql`false`,
    started: facts.started,
    deadlinePassed: facts.deadlinePassed,
  });
}

/** now > due_at + grace_days of the event row aliased `e`. */
export function deadlinePassedSql(now: Date, e: SQL = sql.raw('e')): SQL {
  return sql`(${now.toISOString()}::timestamptz > ${e}.due_at + make_interval(days => ${e}.grace_days))`;
}

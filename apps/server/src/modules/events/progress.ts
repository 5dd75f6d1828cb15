import { sql, type SQL } from 'drizzle-orm';
import type { AssignmentState, MyEventProgress } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { assignmentStateSql, deadlinePassedSql, gameStateSql } from './assignment-state.sql.js';
import { inAudience } from './audience.sql.js';

/**
 * Assignments and progress (docs/domain.md "Events"): one person and one game of a campaign or
 * challenge, counting only the games whose `removed_at` is null. The states of one game and of
 * the event are decided by the one rule of `assignment-state.sql.ts`, in the same statement that
 * gathers the facts. Progress is completed counted games ÷ counted games × 100, rounded.
 */

/** One person's state on one game of one event. */
export interface GameAssignment {
  eventId: string;
  userId: string;
  gameId: string;
  state: AssignmentState;
  completedAt: Date | null;
}

/** One person's state over one event. */
export interface EventAssignment {
  eventId: string;
  userId: string;
  state: AssignmentState;
  /** 0..100. */
  progress: number;
  completedGames: number;
  totalGames: number;
  games: GameAssignment[];
}

interface GameStateRow {
  event_id: string;
  user_id: string;
  game_id: string | null;
  completed_at: Date | string | null;
  game_state: AssignmentState | null;
  event_state: AssignmentState;
  completed_games: number | string;
  total_games: number | string;
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const DAY_MS = 86_400_000;

/** The moment after which unfinished work is overdue: due date plus grace days. */
export const overdueAfter = (dueAt: Date, graceDays: number): Date =>
  new Date(dueAt.getTime() + graceDays * DAY_MS);

async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/**
 * The per-person, per-counted-game states of `eventIds` for the people of their audiences
 * (only `userIds` when given), each row with the person's state over the event. A person of the
 * audience with no counted game left still has one row (game_id null), so nobody drops out.
 */
async function gameStateRows(
  db: Db,
  eventIds: string[],
  userIds: string[] | undefined,
  now: Date,
): Promise<GameStateRow[]> {
  if (eventIds.length === 0 || userIds?.length === 0) return [];
  const eventList = sql.join(
    eventIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const userFilter = userIds
    ? sql`and u.id in (${sql.join(
        userIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const perPerson = sql`partition by f.event_id, f.user_id`;
  return rowsOf<GameStateRow>(
    db,
    sql`select f.event_id, f.user_id, f.game_id, f.completed_at,
          case when f.game_id is null then null
            else ${gameStateSql({ completedAt: sql`f.completed_at`, started: sql`f.started`, deadlinePassed: sql`f.late` })}
          end as game_state,
          ${assignmentStateSql({
            counted: sql`count(f.game_id) over (${perPerson})`,
            completed: sql`count(f.completed_at) over (${perPerson})`,
            anyCompletion: sql`f.completed_any`,
            started: sql`bool_or(f.started) over (${perPerson})`,
            deadlinePassed: sql`f.late`,
          })} as event_state,
          count(f.completed_at) over (${perPerson}) as completed_games,
          count(f.game_id) over (${perPerson}) as total_games
        from (
          select e.id as event_id, u.id as user_id, eg.game_id, c.completed_at,
            ${deadlinePassedSql(now)} as late,
            (eg.game_id is not null and exists (
              select 1 from attempts a
              where a.user_id = u.id and a.game_id = eg.game_id and a.started_at >= e.starts_at
            )) as started,
            exists (select 1 from event_completions ec where ec.event_id = e.id and ec.user_id = u.id) as completed_any
          from events e
          join users u on ${inAudience(sql.raw('e'), sql.raw('u'))}
          left join event_games eg on eg.event_id = e.id and eg.removed_at is null
          left join event_completions c
            on c.event_id = e.id and c.user_id = u.id and c.game_id = eg.game_id
          where e.id in (${eventList}) ${userFilter}
        ) f`,
  );
}

/** Completed counted games ÷ counted games × 100, rounded (100 for a completed event with none left). */
export function progressOf(completed: number, total: number, state: AssignmentState): number {
  if (total === 0) return state === 'completed' ? 100 : 0;
  return Math.round((completed / total) * 100);
}

/**
 * Every assignment of the events `eventIds` for the people of their audiences (or only
 * `userIds`): one entry per event and person. Tournaments hold no counted games, so their
 * people are not_started unless they completed work there.
 */
export async function assignmentsOf(
  db: Db,
  eventIds: string[],
  userIds?: string[],
  now: Date = new Date(),
): Promise<EventAssignment[]> {
  const rows = await gameStateRows(db, eventIds, userIds, now);
  const byPerson = new Map<string, GameStateRow[]>();
  for (const row of rows) {
    const key = `${row.event_id}:${row.user_id}`;
    const personRows = byPerson.get(key) ?? [];
    personRows.push(row);
    byPerson.set(key, personRows);
  }
  return [...byPerson.values()].map((personRows) => {
    const first = personRows[0]!;
    const games: GameAssignment[] = personRows
      .filter((row) => row.game_id !== null)
      .map((row) => ({
        eventId: row.event_id,
        userId: row.user_id,
        gameId: row.game_id!,
        state: row.game_state!,
        completedAt: row.completed_at === null ? null : asDate(row.completed_at),
      }));
    const completedGames = Number(first.completed_games);
    const totalGames = Number(first.total_games);
    return {
      eventId: first.event_id,
      userId: first.user_id,
      state: first.event_state,
      progress: progressOf(completedGames, totalGames, first.event_state),
      completedGames,
      totalGames,
      games,
    };
  });
}

/** The assignments of one event: every person of its audience, or only `userIds`. */
export const assignmentStatesOf = (db: Db, eventId: string, userIds?: string[], now?: Date) =>
  assignmentsOf(db, [eventId], userIds, now);

/** The caller's standing in each of `eventIds` they are in (absent: not in the audience). */
export async function myProgressOf(
  db: Db,
  userId: string,
  eventIds: string[],
  registeredIn: Set<string>,
): Promise<Map<string, MyEventProgress>> {
  const assignments = await assignmentsOf(db, eventIds, [userId]);
  return new Map(
    assignments.map((assignment) => [
      assignment.eventId,
      {
        state: assignment.state,
        progress: assignment.progress,
        completed_games: assignment.completedGames,
        total_games: assignment.totalGames,
        registered: registeredIn.has(assignment.eventId),
      },
    ]),
  );
}

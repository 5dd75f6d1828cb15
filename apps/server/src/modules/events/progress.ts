import { sql, type SQL } from 'drizzle-orm';
import type { AssignmentState, MyEventProgress } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { inAudience } from './audience.sql.js';

/**
 * Assignments and progress (docs/domain.md "Events"): one person and one game of a campaign or
 * challenge, counting only the games whose `removed_at` is null.
 * - completed: an event_completions row exists (a late pass counts; its lateness is
 *   completed_at against due + grace);
 * - overdue: not completed, and now > due_at + grace_days;
 * - in_progress: an attempt of that game started at or after the event's starts_at;
 * - not_started: otherwise.
 * Over the event: completed when every counted game is (or, when no game counts any more, when
 * the person completed work before the games were removed); else overdue if any game is; else
 * in_progress if any game is in progress or completed; else not_started. Progress is completed
 * counted games ÷ counted games × 100, rounded.
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
  due_at: Date | string;
  grace_days: number;
  completed_at: Date | string | null;
  started: boolean;
  completed_any: boolean;
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
 * The raw per-person, per-counted-game facts of `eventIds` for the people of their audiences
 * (only `userIds` when given). A person of the audience with no counted game left still has
 * one row (game_id null), so nobody drops out of a report.
 */
async function gameStateRows(db: Db, eventIds: string[], userIds?: string[]): Promise<GameStateRow[]> {
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
  return rowsOf<GameStateRow>(
    db,
    sql`select e.id as event_id, u.id as user_id, eg.game_id, e.due_at, e.grace_days,
          c.completed_at,
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
        where e.id in (${eventList}) ${userFilter}`,
  );
}

function gameState(row: GameStateRow, now: Date): AssignmentState {
  if (row.completed_at !== null) return 'completed';
  if (now > overdueAfter(asDate(row.due_at), row.grace_days)) return 'overdue';
  return row.started ? 'in_progress' : 'not_started';
}

/** Folds one person's game states into their state over the event (the rules above). */
export function eventStateOf(states: AssignmentState[], completedAny: boolean): AssignmentState {
  if (states.length === 0) return completedAny ? 'completed' : 'not_started';
  if (states.every((state) => state === 'completed')) return 'completed';
  if (states.includes('overdue')) return 'overdue';
  if (states.some((state) => state === 'in_progress' || state === 'completed')) return 'in_progress';
  return 'not_started';
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
  const rows = await gameStateRows(db, eventIds, userIds);
  const byPerson = new Map<string, { rows: GameStateRow[] }>();
  for (const row of rows) {
    const key = `${row.event_id}:${row.user_id}`;
    const entry = byPerson.get(key) ?? { rows: [] };
    entry.rows.push(row);
    byPerson.set(key, entry);
  }
  return [...byPerson.values()].map(({ rows: personRows }) => {
    const first = personRows[0]!;
    const games: GameAssignment[] = personRows
      .filter((row) => row.game_id !== null)
      .map((row) => ({
        eventId: row.event_id,
        userId: row.user_id,
        gameId: row.game_id!,
        state: gameState(row, now),
        completedAt: row.completed_at === null ? null : asDate(row.completed_at),
      }));
    const state = eventStateOf(
      games.map((game) => game.state),
      first.completed_any,
    );
    const completedGames = games.filter((game) => game.state === 'completed').length;
    return {
      eventId: first.event_id,
      userId: first.user_id,
      state,
      progress: progressOf(completedGames, games.length, state),
      completedGames,
      totalGames: games.length,
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

import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, users } from '../../db/schema.js';
import type { ScoredAnswer } from './awareness.js';
import type { DifficultyLevel } from './formula.js';
import type { QuizHistory } from './risk.js';

/**
 * What a recompute reads, all of it one user's own rows through per-user indexes
 * (attempts_user_*, live_answers_user_idx, live_results_user_idx): never other users' rows.
 */

export type CategoryRow = Pick<
  typeof categories.$inferSelect,
  'id' | 'key' | 'name' | 'icon' | 'tier' | 'position'
>;

/** Reads `rows` from a raw query on PGlite or node-postgres alike. */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

export async function allCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .select({
      id: categories.id,
      key: categories.key,
      name: categories.name,
      icon: categories.icon,
      tier: categories.tier,
      position: categories.position,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.key));
}

export async function findScoredUser(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      positions: users.positions,
      departments: users.departments,
      leaderboardAnonymous: users.leaderboardAnonymous,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

interface AnswerSqlRow {
  question_id: string;
  category_id: string | null;
  difficulty: DifficultyLevel;
  credit: number | string;
  answered_at: Date | string;
}

/**
 * Every question of the user's finished self-paced attempts since `since` (one left unanswered
 * counts 0 at the attempt's end) and every live answer, polls left out (they never score), each with its question's difficulty and
 * the topic it counts toward: the attempt's chosen category, or the game's home category live.
 */
export async function scoredAnswers(db: Db, userId: string, since: Date): Promise<ScoredAnswer[]> {
  const sinceIso = since.toISOString();
  const rows = await rowsOf<AnswerSqlRow>(
    db,
    sql`
      select q.id as question_id, a.category_id, q.difficulty,
             coalesce(aa.credit, 0) as credit, coalesce(aa.answered_at, a.finished_at) as answered_at
      from attempts a
      cross join lateral jsonb_array_elements_text(a.question_ids) as asked(id)
      join questions q on q.id = asked.id::uuid
      left join attempt_answers aa on aa.attempt_id = a.id and aa.question_id = q.id
      where a.user_id = ${userId} and a.status = 'finished' and a.finished_at >= ${sinceIso}
        and q.kind <> 'poll'
      union all
      select q.id, home.category_id, q.difficulty, la.credit, la.answered_at
      from live_answers la
      join questions q on q.id = la.question_id
      left join lateral (
        select gc.category_id from game_categories gc
        where gc.game_id = q.game_id order by gc.position, gc.category_id limit 1
      ) home on true
      where la.user_id = ${userId} and la.answered_at >= ${sinceIso} and q.kind <> 'poll'`,
  );
  return rows.flatMap((row) =>
    row.category_id
      ? [
          {
            questionId: row.question_id,
            categoryId: row.category_id,
            difficulty: row.difficulty,
            credit: Number(row.credit),
            answeredAt: asDate(row.answered_at),
          },
        ]
      : [],
  );
}

/** Per game the user finished: the last attempt's outcome and how many attempts it took. */
export async function quizHistory(db: Db, userId: string): Promise<QuizHistory[]> {
  const rows = await rowsOf<{
    game_id: string;
    is_passed: boolean | null;
    attempts: number | string;
    finished_at: Date | string;
  }>(
    db,
    sql`
      select distinct on (game_id) game_id, is_passed, finished_at,
             (count(*) over (partition by game_id))::int as attempts
      from attempts
      where user_id = ${userId} and status = 'finished' and finished_at is not null
      order by game_id, finished_at desc`,
  );
  return rows.map((row) => ({
    gameId: row.game_id,
    lastPassed: row.is_passed === true,
    attempts: Number(row.attempts),
    lastFinishedAt: asDate(row.finished_at),
  }));
}

export async function perfectQuizTimes(db: Db, userId: string, since: Date): Promise<Date[]> {
  const rows = await rowsOf<{ finished_at: Date | string }>(
    db,
    sql`
      select finished_at from attempts
      where user_id = ${userId} and status = 'finished' and score >= 100 and finished_at >= ${since.toISOString()}`,
  );
  return rows.map((row) => asDate(row.finished_at));
}

export interface ActivitySummary {
  lastActiveAt: Date | null;
  /** Live points plus 10 per score point of each finished attempt (contracts stats/leaderboard.ts). */
  points: number;
  hasResults: boolean;
}

export async function activitySummary(
  db: Db,
  userId: string,
  pointsPerScorePoint: number,
): Promise<ActivitySummary> {
  const [row] = await rowsOf<{
    attempts_at: Date | string | null;
    attempt_points: number | string | null;
    attempts_count: number | string;
    live_at: Date | string | null;
    live_points: number | string | null;
    live_count: number | string;
    answered_at: Date | string | null;
  }>(
    db,
    sql`
      select a.attempts_at, a.attempt_points, a.attempts_count, l.live_at, l.live_points, l.live_count, la.answered_at
      from (
        select max(finished_at) as attempts_at,
               sum(round(coalesce(score, 0) * ${pointsPerScorePoint}))::int as attempt_points,
               count(*)::int as attempts_count
        from attempts where user_id = ${userId} and status = 'finished'
      ) a,
      (
        select max(ended_at) as live_at, sum(points)::int as live_points, count(*)::int as live_count
        from live_results where user_id = ${userId}
      ) l,
      (select max(answered_at) as answered_at from live_answers where user_id = ${userId}) la`,
  );
  const times = [row?.attempts_at, row?.live_at, row?.answered_at]
    .filter((value): value is Date | string => value !== null && value !== undefined)
    .map(asDate);
  return {
    lastActiveAt: times.length ? new Date(Math.max(...times.map((time) => time.getTime()))) : null,
    points: Number(row?.attempt_points ?? 0) + Number(row?.live_points ?? 0),
    hasResults: Number(row?.attempts_count ?? 0) + Number(row?.live_count ?? 0) > 0,
  };
}

import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { gameCategories, games, scoreSnapshots } from '../../db/schema.js';
import { rowsOf } from './score-inputs.repository.js';

/**
 * The dashboard's per-user aggregates: each query reads only the caller's rows, through the
 * per-user indexes, so its cost does not grow with the number of users.
 */

const asIso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined
    ? null
    : (value instanceof Date ? value : new Date(value)).toISOString();
const num = (value: number | string | null | undefined): number => Number(value ?? 0);

export interface ResultTotals {
  results: number;
  scoreSum: number;
  passedGames: number;
  passedQuizAttempts: number;
  correct: number;
  wrong: number;
  latestAt: string | null;
  games: number;
  quizzes: number;
  passedGameIds: string[];
}

/** Finished self-paced attempts and live results of one user, summed. */
export async function resultTotals(db: Db, userId: string): Promise<ResultTotals> {
  const [row] = await rowsOf<Record<string, number | string | null | Date | string[]>>(
    db,
    sql`
      with own_attempts as (
        select a.game_id, a.score, a.is_passed, a.correct_count, a.wrong_count, a.finished_at, g.type
        from attempts a join games g on g.id = a.game_id
        where a.user_id = ${userId} and a.status = 'finished'
      ),
      own_live as (
        select r.game_id, r.ended_at,
               coalesce(100 * avg(la.credit), 0) as score,
               count(la.id) filter (where la.is_correct) as correct,
               count(la.id) filter (where not la.is_correct) as wrong,
               max(la.answered_at) as answered_at
        from live_results r
        left join live_answers la
          on la.session_id = r.session_id and la.round = r.round and la.user_id = r.user_id
          -- A poll never scores: it counts in no score, correct or wrong.
          and not exists (select 1 from questions pq where pq.id = la.question_id and pq.kind = 'poll')
        where r.user_id = ${userId}
        group by r.session_id, r.round, r.game_id, r.ended_at
      ),
      played as (
        select game_id, type = 'interactive' as is_quiz from own_attempts
        union
        select l.game_id, true from own_live l where l.game_id is not null
      )
      select
        (select count(*) from own_attempts) + (select count(*) from own_live) as results,
        coalesce((select sum(score) from own_attempts), 0) + coalesce((select sum(score) from own_live), 0) as score_sum,
        (select count(distinct game_id) from own_attempts where is_passed) as passed_games,
        (select count(*) from own_attempts where is_passed and type = 'interactive') as passed_quiz_attempts,
        coalesce((select sum(correct_count) from own_attempts), 0) + coalesce((select sum(correct) from own_live), 0) as correct,
        coalesce((select sum(wrong_count) from own_attempts), 0) + coalesce((select sum(wrong) from own_live), 0) as wrong,
        greatest((select max(finished_at) from own_attempts), (select max(greatest(ended_at, answered_at)) from own_live)) as latest_at,
        (select count(distinct game_id) from played) as games,
        (select count(distinct game_id) from played where is_quiz) as quizzes,
        coalesce((select json_agg(distinct game_id) from own_attempts where is_passed), '[]'::json) as passed_game_ids`,
  );
  const passed = row?.passed_game_ids;
  return {
    results: num(row?.results as number),
    scoreSum: num(row?.score_sum as number),
    passedGames: num(row?.passed_games as number),
    passedQuizAttempts: num(row?.passed_quiz_attempts as number),
    correct: num(row?.correct as number),
    wrong: num(row?.wrong as number),
    latestAt: asIso(row?.latest_at as string | null),
    games: num(row?.games as number),
    quizzes: num(row?.quizzes as number),
    passedGameIds: Array.isArray(passed)
      ? passed
      : typeof passed === 'string'
        ? (JSON.parse(passed) as string[])
        : [],
  };
}

export interface RecentRow {
  id: string;
  source: 'quiz' | 'live';
  gameId: string | null;
  categoryId: string | null;
  title: { en: string; ar: string };
  score: number;
  passed: boolean | null;
  finishedAt: string;
}

/** The user's last results, newest first: finished attempts and live results. */
export async function recentResults(db: Db, userId: string, limit: number): Promise<RecentRow[]> {
  const rows = await rowsOf<{
    id: string;
    source: 'quiz' | 'live';
    game_id: string | null;
    category_id: string | null;
    title: { en: string; ar: string } | string;
    score: number | string | null;
    passed: boolean | null;
    finished_at: Date | string;
  }>(
    db,
    sql`
      (select a.id, 'quiz' as source, a.game_id, a.category_id, g.name as title, a.score, a.is_passed as passed,
              a.finished_at
       from attempts a join games g on g.id = a.game_id
       where a.user_id = ${userId} and a.status = 'finished'
       order by a.finished_at desc limit ${limit})
      union all
      (select r.session_id, 'live', r.game_id, home.category_id, r.title,
              (select coalesce(100 * avg(la.credit), 0) from live_answers la
               where la.session_id = r.session_id and la.round = r.round and la.user_id = r.user_id
                 and not exists (select 1 from questions pq where pq.id = la.question_id and pq.kind = 'poll')),
              null, r.ended_at
       from live_results r
       left join lateral (
         select gc.category_id from game_categories gc where gc.game_id = r.game_id
         order by gc.position, gc.category_id limit 1
       ) home on true
       where r.user_id = ${userId}
       order by r.ended_at desc limit ${limit})
      order by finished_at desc
      limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    source: row.source,
    gameId: row.game_id,
    categoryId: row.category_id,
    title: typeof row.title === 'string' ? (JSON.parse(row.title) as { en: string; ar: string }) : row.title,
    score: Math.round(num(row.score) * 10) / 10,
    passed: row.passed,
    finishedAt: asIso(row.finished_at) ?? '',
  }));
}

export async function snapshotsSince(db: Db, userId: string, day: string) {
  return db
    .select({ day: scoreSnapshots.day, awareness: scoreSnapshots.awareness, risk: scoreSnapshots.risk })
    .from(scoreSnapshots)
    .where(and(eq(scoreSnapshots.userId, userId), gte(scoreSnapshots.day, day)))
    .orderBy(asc(scoreSnapshots.day));
}

/** Published, playable games of these categories, in the catalogue's order. */
export async function gamesOfCategories(db: Db, categoryIds: readonly string[]) {
  if (categoryIds.length === 0) return [];
  return db
    .select({ id: games.id, name: games.name, categoryId: gameCategories.categoryId })
    .from(gameCategories)
    .innerJoin(games, eq(games.id, gameCategories.gameId))
    .where(
      and(
        inArray(gameCategories.categoryId, [...categoryIds]),
        eq(games.isPublished, true),
        isNull(games.archivedAt),
      ),
    )
    .orderBy(asc(gameCategories.position), asc(games.position), asc(games.key));
}

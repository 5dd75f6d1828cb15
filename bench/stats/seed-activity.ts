import type pg from 'pg';
import { rnd, uuidOf } from './seed-sql.js';

/**
 * Self-paced attempts and their answers, live session answers and results, spread over the last
 * 400 days. Built set-based in SQL (generate_series), which on one machine beats streaming rows
 * from Node through COPY: nothing crosses the socket.
 *
 * An attempt asks ANSWERS_PER_ATTEMPT questions of its game (the product asks them all; the
 * benchmark's target fixes 5 answers per attempt) and every one is answered. Whether an answer
 * is right depends on the person's skill, the game and chance; the first 90 % of the people
 * play (the busiest several times the average), the others are new and have no data.
 */

export const ANSWERS_PER_ATTEMPT = 5;
export const ACTIVE_SHARE = 0.9;
export const LIVE_PLAYERS_PER_SESSION = 25;
/** One live session round per this many attempts. */
const ATTEMPTS_PER_LIVE_SESSION = 500;
const DAYS = 400;

export interface ActivitySizes {
  users: number;
  attempts: number;
}

export function liveSessionsCount(sizes: ActivitySizes): number {
  return Math.max(1, Math.floor(sizes.attempts / ATTEMPTS_PER_LIVE_SESSION));
}

export function activeUsers(sizes: ActivitySizes): number {
  return Math.max(1, Math.floor(sizes.users * ACTIVE_SHARE));
}

/** A person's skill 0.3..0.9 (their chance of a right answer before the game's difficulty). */
const skill = (userN: string) => `(0.3 + 0.6 * ${rnd(userN, 7)})`;

/** The published quizzes with enough questions, numbered, and their questions' answer keys. */
export async function stageContent(client: pg.Client): Promise<number> {
  await client.query(`
    CREATE UNLOGGED TABLE bench_games AS
    SELECT (row_number() OVER (ORDER BY g.key) - 1)::int AS idx, g.id, g.name, g.pass_score,
           g.duration_minutes, gc.category_id,
           array_agg(q.id ORDER BY q.position) AS question_ids, count(q.id)::int AS questions_count
      FROM games g
      JOIN game_categories gc ON gc.game_id = g.id AND gc.position = 0
      JOIN questions q ON q.game_id = g.id AND q.archived_at IS NULL
     WHERE g.type = 'interactive' AND g.is_published AND g.archived_at IS NULL
     GROUP BY g.id, gc.category_id
    HAVING count(q.id) >= ${ANSWERS_PER_ATTEMPT}`);
  await client.query(`
    CREATE UNLOGGED TABLE bench_questions AS
    SELECT q.id, q.correct_keys,
           jsonb_build_array((SELECT c ->> 'key' FROM jsonb_array_elements(q.choices) c
                               WHERE NOT q.correct_keys ? (c ->> 'key') LIMIT 1)) AS wrong_keys
      FROM questions q`);
  await client.query('ANALYZE bench_games; ANALYZE bench_questions');
  const { rows } = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM bench_games');
  const count = rows[0]?.count ?? 0;
  if (count === 0) throw new Error('the content pack has no published quiz with 5 questions or more');
  return count;
}

/**
 * One row per attempt with everything its rows are made from; `mask` has bit k set when
 * the attempt's k-th answer is right.
 */
export async function planAttempts(client: pg.Client, sizes: ActivitySizes, gamesCount: number) {
  const answerBits = Array.from(
    { length: ANSWERS_PER_ATTEMPT },
    (_, k) => `((${rnd('n', 10 + k)} < p)::int << ${k})`,
  ).join(' | ');
  await client.query(`
    CREATE UNLOGGED TABLE bench_attempt_plan AS
    SELECT n, ${uuidOf('a', 'n')} AS attempt_id, user_n, ${uuidOf('u', 'user_n')} AS user_id, game_idx,
           question_offset, started_at, ${answerBits} AS mask
      FROM (
        SELECT n, user_n, game_idx, question_offset, started_at,
               least(0.97, greatest(0.05, ${skill('user_n')} + 0.3 * (${rnd('user_n * 64 + game_idx', 4)} - 0.5))) AS p
          FROM (
            SELECT n,
                   1 + floor(${activeUsers(sizes)} * power(${rnd('n', 1)}, 1.15))::int AS user_n,
                   floor(${gamesCount} * ${rnd('n', 2)})::int AS game_idx,
                   floor(1000 * ${rnd('n', 5)})::int AS question_offset,
                   now() - interval '1 day' * ${DAYS} * ${rnd('n', 3)} AS started_at
              FROM generate_series(1, ${sizes.attempts}) AS n
          ) drawn
      ) planned`);
}

const correctOf = (mask: string) =>
  Array.from({ length: ANSWERS_PER_ATTEMPT }, (_, k) => `((${mask} >> ${k}) & 1)`).join(' + ');
const questionAt = (k: string) => `g.question_ids[1 + (p.question_offset + ${k}) % g.questions_count]`;

export async function insertAttempts(client: pg.Client): Promise<void> {
  const questionIds = Array.from({ length: ANSWERS_PER_ATTEMPT }, (_, k) => questionAt(String(k))).join(', ');
  const score = `round(100.0 * (${correctOf('p.mask')}) / ${ANSWERS_PER_ATTEMPT})`;
  await client.query(`
    INSERT INTO attempts (id, user_id, game_id, category_id, status, ending, question_ids, started_at,
                          expires_at, finished_at, score, correct_count, wrong_count, unanswered_count,
                          accuracy, pass_score, is_passed)
    SELECT p.attempt_id, p.user_id, g.id, g.category_id, 'finished', 'finished',
           jsonb_build_array(${questionIds}),
           p.started_at, p.started_at + interval '1 minute' * g.duration_minutes,
           p.started_at + interval '20 seconds' * ${ANSWERS_PER_ATTEMPT + 1},
           ${score}, ${correctOf('p.mask')}, ${ANSWERS_PER_ATTEMPT} - (${correctOf('p.mask')}), 0,
           ${score}, g.pass_score, ${score} >= g.pass_score
      FROM bench_attempt_plan p
      JOIN bench_games g ON g.idx = p.game_idx`);
}

export async function insertAttemptAnswers(client: pg.Client): Promise<void> {
  await client.query(`
    INSERT INTO attempt_answers (attempt_id, question_id, choice_keys, credit, is_correct, answered_at)
    SELECT p.attempt_id, q.id,
           CASE WHEN right_answer THEN q.correct_keys ELSE q.wrong_keys END,
           right_answer::int, right_answer,
           p.started_at + interval '20 seconds' * (k + 1)
      FROM bench_attempt_plan p
      JOIN bench_games g ON g.idx = p.game_idx
     CROSS JOIN generate_series(0, ${ANSWERS_PER_ATTEMPT - 1}) AS k
     CROSS JOIN LATERAL (SELECT ((p.mask >> k) & 1) = 1 AS right_answer) r
      JOIN bench_questions q ON q.id = ${questionAt('k')}`);
}

/**
 * Live session rounds of LIVE_PLAYERS_PER_SESSION signed-in players each (distinct people per
 * session), ANSWERS_PER_ATTEMPT questions of one game: their answers and their results.
 */
export async function insertLive(client: pg.Client, sizes: ActivitySizes, gamesCount: number) {
  const sessions = liveSessionsCount(sizes);
  const active = activeUsers(sizes);
  await client.query(`
    CREATE UNLOGGED TABLE bench_live_plan AS
    SELECT s, j, ${uuidOf('s', 's')} AS session_id, user_n, ${uuidOf('u', 'user_n')} AS user_id, game_idx,
           ended_at, question_offset,
           ${Array.from(
             { length: ANSWERS_PER_ATTEMPT },
             (_, k) => `((${rnd(`s * 64 + j`, 30 + k)} < ${skill('user_n')})::int << ${k})`,
           ).join(' | ')} AS mask
      FROM (
        SELECT s, j, 1 + ((s * 7919 + j * 3571) % ${active}) AS user_n,
               floor(${gamesCount} * ${rnd('s', 41)})::int AS game_idx,
               floor(1000 * ${rnd('s', 42)})::int AS question_offset,
               now() - interval '1 day' * ${DAYS} * ${rnd('s', 43)} AS ended_at
          FROM generate_series(1, ${sessions}) AS s
         CROSS JOIN generate_series(0, ${LIVE_PLAYERS_PER_SESSION - 1}) AS j
      ) drawn`);
  await client.query(`
    INSERT INTO live_answers (session_id, round, user_id, question_id, choice_keys, is_correct, credit, answered_at)
    SELECT p.session_id, 1, p.user_id, q.id,
           CASE WHEN right_answer THEN q.correct_keys ELSE q.wrong_keys END,
           right_answer, right_answer::int,
           p.ended_at - interval '30 seconds' * (${ANSWERS_PER_ATTEMPT} - k)
      FROM bench_live_plan p
      JOIN bench_games g ON g.idx = p.game_idx
     CROSS JOIN generate_series(0, ${ANSWERS_PER_ATTEMPT - 1}) AS k
     CROSS JOIN LATERAL (SELECT ((p.mask >> k) & 1) = 1 AS right_answer) r
      JOIN bench_questions q ON q.id = ${questionAt('k')}`);
  // Points as a live game gives them: up to 1000 a right answer, less the slower (here: by chance).
  await client.query(`
    INSERT INTO live_results (session_id, round, user_id, title, game_id, points, rank, players_count, ended_at)
    SELECT session_id, 1, user_id, name, game_id, points,
           rank() OVER (PARTITION BY session_id ORDER BY points DESC), ${LIVE_PLAYERS_PER_SESSION}, ended_at
      FROM (
        SELECT p.session_id, p.user_id, g.name, g.id AS game_id, p.ended_at,
               ((${correctOf('p.mask')}) * (500 + floor(500 * ${rnd('p.s * 64 + p.j', 44)})))::int AS points
          FROM bench_live_plan p
          JOIN bench_games g ON g.idx = p.game_idx
      ) scored`);
}

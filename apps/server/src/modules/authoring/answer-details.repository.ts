import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * What the answers to a game's questions were, beyond right or wrong, for the admin's statistics
 * per kind: the picks of each choice, the items an ordering put in place, the estimates of a
 * slider, the texts typed. The answers
 * are those the difficulty counts take (question-stats.repository.ts): finished attempts' and
 * signed-in players' live answers that hold an answer.
 */

export interface ChoicePickCount {
  questionId: string;
  key: string;
  count: number;
}
/** How many answers put an ordering's item in its right place. */
export interface InPlaceCount {
  questionId: string;
  key: string;
  count: number;
}
export interface EstimateSummary {
  questionId: string;
  average: number;
  median: number;
}
export interface TypedTextCount {
  questionId: string;
  text: string;
  count: number;
}

async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** Every counted answer to the game's questions (not archived) of the kinds given. */
function answersOf(gameId: string, kinds: readonly string[]): SQL {
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return sql`
    with asked as (
      select id from questions
      where game_id = ${gameId} and archived_at is null and kind::text in (${kindList})
    ),
    answers as (
      select aa.question_id, aa.choice_keys, aa.text_answer, aa.number_answer
      from attempt_answers aa join attempts a on a.id = aa.attempt_id
      where a.status = 'finished' and aa.question_id in (select id from asked)
      union all
      select la.question_id, la.choice_keys, la.text_answer, la.number_answer
      from live_answers la
      where la.question_id in (select id from asked)
        and (jsonb_array_length(la.choice_keys) > 0 or la.text_answer is not null or la.number_answer is not null)
    )`;
}

/** How many answers picked each key of the game's poll and choice questions (a multiple-choice answer once per pick). */
export async function findChoicePickCounts(db: Db, gameId: string): Promise<ChoicePickCount[]> {
  const rows = await rowsOf<{ question_id: string; key: string; count: number | string }>(
    db,
    sql`${answersOf(gameId, ['single', 'multiple', 'true_false', 'poll'])}
      select question_id, picked.key, count(*) as count
      from answers cross join lateral jsonb_array_elements_text(answers.choice_keys) as picked(key)
      group by question_id, picked.key`,
  );
  return rows.map((row) => ({ questionId: row.question_id, key: row.key, count: Number(row.count) }));
}

/** For each item of the game's ordering questions, how many answers put it at its position in the right order. */
export async function findInPlaceCounts(db: Db, gameId: string): Promise<InPlaceCount[]> {
  const rows = await rowsOf<{ question_id: string; key: string; count: number | string }>(
    db,
    sql`${answersOf(gameId, ['ordering'])}
      select answers.question_id, placed.key, count(*) as count
      from answers
      join questions on questions.id = answers.question_id
      cross join lateral jsonb_array_elements_text(answers.choice_keys) with ordinality as placed(key, position)
      where questions.correct_keys ->> (placed.position::int - 1) = placed.key
      group by answers.question_id, placed.key`,
  );
  return rows.map((row) => ({ questionId: row.question_id, key: row.key, count: Number(row.count) }));
}

/** The average and median estimate of each slider question of the game that has answers. */
export async function findEstimateSummaries(db: Db, gameId: string): Promise<EstimateSummary[]> {
  const rows = await rowsOf<{ question_id: string; average: number | string; median: number | string }>(
    db,
    sql`${answersOf(gameId, ['slider'])}
      select question_id, avg(number_answer) as average,
             percentile_cont(0.5) within group (order by number_answer) as median
      from answers where number_answer is not null
      group by question_id`,
  );
  return rows.map((row) => ({
    questionId: row.question_id,
    average: Number(row.average),
    median: Number(row.median),
  }));
}

/** Each distinct text typed to the game's type-answer questions, as typed, and how often. */
export async function findTypedTextCounts(db: Db, gameId: string): Promise<TypedTextCount[]> {
  const rows = await rowsOf<{ question_id: string; text: string; count: number | string }>(
    db,
    sql`${answersOf(gameId, ['type_answer'])}
      select question_id, text_answer as text, count(*) as count
      from answers where text_answer is not null
      group by question_id, text_answer`,
  );
  return rows.map((row) => ({ questionId: row.question_id, text: row.text, count: Number(row.count) }));
}

import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { QuestionAudience } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import {
  categories,
  gameCategories,
  games,
  liveAnswers,
  liveResults,
  questions,
  users,
} from '../../db/schema.js';

export type GameRow = typeof games.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type NewLiveAnswerRow = typeof liveAnswers.$inferInsert;
export type NewLiveResultRow = typeof liveResults.$inferInsert;

/** A published, not archived interactive game; undefined for any other. */
export async function findPlayableGame(db: Db, id: string): Promise<GameRow | undefined> {
  const [row] = await db
    .select()
    .from(games)
    .where(
      and(
        eq(games.id, id),
        eq(games.type, 'interactive'),
        eq(games.isPublished, true),
        isNull(games.archivedAt),
      ),
    );
  return row;
}

/**
 * A game's questions that are not archived and are served to `audience` (those for all staff
 * and for it), in authoring order.
 */
export async function gameQuestions(
  db: Db,
  gameId: string,
  audience: QuestionAudience,
): Promise<QuestionRow[]> {
  return db
    .select()
    .from(questions)
    .where(
      and(
        eq(questions.gameId, gameId),
        isNull(questions.archivedAt),
        inArray(questions.audience, audience === 'all_staff' ? ['all_staff'] : ['all_staff', audience]),
      ),
    )
    .orderBy(asc(questions.position), asc(questions.key));
}

/** A question its own game serves: one for all staff or for the game's audience (draws). */
const servedByItsGame = () =>
  or(
    eq(questions.audience, 'all_staff'),
    sql`${questions.audience} = (select g.audience from games g where g.id = ${questions.gameId})`,
  );

/** The published interactive games of these categories, as a subquery. */
function playableGamesOf(db: Db, categoryIds: readonly string[]) {
  return db
    .select({ id: gameCategories.gameId })
    .from(gameCategories)
    .innerJoin(games, eq(games.id, gameCategories.gameId))
    .where(
      and(
        inArray(gameCategories.categoryId, [...categoryIds]),
        eq(games.type, 'interactive'),
        eq(games.isPublished, true),
        isNull(games.archivedAt),
      ),
    );
}

/** The ids of every question a draw from these categories may take. */
export async function drawableQuestionIds(db: Db, categoryIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        inArray(questions.gameId, playableGamesOf(db, categoryIds)),
        isNull(questions.archivedAt),
        servedByItsGame(),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Up to `count` questions drawn at random from the published interactive games of these
 * categories (a question of a game in two of them is drawn once at most), none of `excluded`.
 */
export async function drawQuestions(
  db: Db,
  categoryIds: readonly string[],
  count: number,
  excluded: readonly string[] = [],
): Promise<QuestionRow[]> {
  return db
    .select()
    .from(questions)
    .where(
      and(
        inArray(questions.gameId, playableGamesOf(db, categoryIds)),
        isNull(questions.archivedAt),
        servedByItsGame(),
        excluded.length > 0 ? notInArray(questions.id, [...excluded]) : undefined,
      ),
    )
    .orderBy(sql`random()`)
    .limit(count);
}

/** The names of these categories, in the order given. */
export async function categoryNames(db: Db, ids: readonly string[]) {
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row.name]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Which of these question ids still exist (one may be deleted while a game is played). */
export async function existingQuestionIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(inArray(questions.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

const INSERT_CHUNK = 1000;

/** Records answers once: a second recording of the same session, round, user and question is ignored. */
export async function insertLiveAnswers(db: Db, rows: readonly NewLiveAnswerRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK)
    await db
      .insert(liveAnswers)
      .values(rows.slice(start, start + INSERT_CHUNK))
      .onConflictDoNothing();
}

/** The one game all these questions come from; null when they come from several (or none). */
export async function singleGameOf(db: Db, questionIds: readonly string[]): Promise<string | null> {
  if (questionIds.length === 0) return null;
  const rows = await db
    .selectDistinct({ gameId: questions.gameId })
    .from(questions)
    .where(inArray(questions.id, [...questionIds]));
  return rows.length === 1 ? (rows[0]?.gameId ?? null) : null;
}

/** Records each signed-in player's result of a round once (points for the leaderboard). */
export async function insertLiveResults(db: Db, rows: readonly NewLiveResultRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK)
    await db
      .insert(liveResults)
      .values(rows.slice(start, start + INSERT_CHUNK))
      .onConflictDoNothing();
}

/** The first department of a user's profile (department teams), or null. */
export async function firstDepartment(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ departments: users.departments }).from(users).where(eq(users.id, userId));
  const department = row?.departments[0]?.trim();
  return department ? department : null;
}

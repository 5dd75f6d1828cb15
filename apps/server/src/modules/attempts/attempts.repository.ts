import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { QuestionAudience } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { attemptAnswers, attempts, gameCategories, games, questions } from '../../db/schema.js';
import type { Outcome } from './scoring.js';

export type AttemptRow = typeof attempts.$inferSelect;
export type NewAttemptRow = typeof attempts.$inferInsert;
export type AnswerRow = typeof attemptAnswers.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type AttemptEnding = NonNullable<AttemptRow['ending']>;

export async function findGame(db: Db, id: string): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.id, id));
  return row;
}

/** A game's category ids, its home category first. */
export async function gameCategoryIds(db: Db, gameId: string): Promise<string[]> {
  const rows = await db
    .select({ id: gameCategories.categoryId })
    .from(gameCategories)
    .where(eq(gameCategories.gameId, gameId))
    .orderBy(asc(gameCategories.position), asc(gameCategories.categoryId));
  return rows.map((row) => row.id);
}

/** The ids of a game's questions that are not archived, in authoring order. */
/** The game's questions served to a play for `audience`: those for all staff and for it. */
export async function activeQuestionIds(
  db: Db,
  gameId: string,
  audience: QuestionAudience,
): Promise<string[]> {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.gameId, gameId),
        isNull(questions.archivedAt),
        inArray(questions.audience, audience === 'all_staff' ? ['all_staff'] : ['all_staff', audience]),
      ),
    )
    .orderBy(asc(questions.position), asc(questions.key));
  return rows.map((row) => row.id);
}

export async function findQuestions(db: Db, ids: readonly string[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(questions)
    .where(inArray(questions.id, [...ids]));
}

/**
 * How many of these questions still exist and count in a score (a question deleted outright no
 * longer counts; a poll never does).
 */
export async function countScoredQuestions(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(questions)
    .where(and(inArray(questions.id, [...ids]), ne(questions.kind, 'poll')));
  return row?.total ?? 0;
}

/**
 * Serializes starting attempts of one player on one game until the transaction ends, so
 * two simultaneous starts cannot both pass the attempts limit. Other players and games are
 * not held up.
 */
export async function lockPlayerGame(tx: Db, userId: string, gameId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}), hashtext(${gameId}))`);
}

export async function openAttemptsForUpdate(tx: Db, userId: string, gameId: string): Promise<AttemptRow[]> {
  return tx
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.gameId, gameId), eq(attempts.status, 'in_progress')))
    .orderBy(desc(attempts.startedAt))
    .for('update');
}

export async function insertAttempt(tx: Db, values: NewAttemptRow): Promise<AttemptRow> {
  const [row] = await tx.insert(attempts).values(values).returning();
  if (!row) throw new Error('attempt insert returned no row');
  return row;
}

export async function findAttempt(
  db: Db,
  id: string,
  lock?: 'update' | 'share',
): Promise<AttemptRow | undefined> {
  const query = db.select().from(attempts).where(eq(attempts.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function findAnswers(db: Db, attemptId: string): Promise<AnswerRow[]> {
  return db
    .select()
    .from(attemptAnswers)
    .where(eq(attemptAnswers.attemptId, attemptId))
    .orderBy(asc(attemptAnswers.answeredAt));
}

/** An attempt's answers with their question's kind, to leave polls out of the result. */
export async function findAnswersWithKind(
  db: Db,
  attemptId: string,
): Promise<(AnswerRow & { kind: QuestionRow['kind'] })[]> {
  const rows = await db
    .select({ answer: attemptAnswers, kind: questions.kind })
    .from(attemptAnswers)
    .innerJoin(questions, eq(questions.id, attemptAnswers.questionId))
    .where(eq(attemptAnswers.attemptId, attemptId));
  return rows.map((row) => ({ ...row.answer, kind: row.kind }));
}

/** Inserts an answer unless the question has one already (then undefined): the primary key decides. */
export async function insertAnswer(tx: Db, values: AnswerRow): Promise<AnswerRow | undefined> {
  const [row] = await tx.insert(attemptAnswers).values(values).onConflictDoNothing().returning();
  return row;
}

/** Stores the result of an attempt that is still open; undefined when it was closed already. */
export async function saveOutcome(
  tx: Db,
  id: string,
  outcome: Outcome,
  ending: AttemptEnding,
  finishedAt: Date,
): Promise<AttemptRow | undefined> {
  const [row] = await tx
    .update(attempts)
    .set({
      status: 'finished',
      ending,
      finishedAt,
      score: outcome.score,
      correctCount: outcome.correct,
      wrongCount: outcome.wrong,
      unansweredCount: outcome.unanswered,
      accuracy: outcome.accuracy,
      isPassed: outcome.passed,
    })
    .where(and(eq(attempts.id, id), eq(attempts.status, 'in_progress')))
    .returning();
  return row;
}

/** The attempts a player has started on a game, whatever became of them (the attempts limit counts these). */
export async function attemptsUsed(db: Db, userId: string, gameId: string): Promise<number> {
  const [row] = await db
    .select({ used: count() })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.gameId, gameId)));
  return row?.used ?? 0;
}

/** A player's attempts that are still marked open, to close those whose time is over. */
export async function openAttemptsOfUser(
  db: Db,
  userId: string,
): Promise<(AttemptRow & { gameType: GameRow['type'] })[]> {
  const rows = await db
    .select({ attempt: attempts, gameType: games.type })
    .from(attempts)
    .innerJoin(games, eq(games.id, attempts.gameId))
    .where(and(eq(attempts.userId, userId), eq(attempts.status, 'in_progress')));
  return rows.map((row) => ({ ...row.attempt, gameType: row.gameType }));
}

export async function pageOfAttempts(
  db: Db,
  input: { userId: string; gameId?: string | undefined; page: number; perPage: number },
) {
  const where = and(
    eq(attempts.userId, input.userId),
    input.gameId ? eq(attempts.gameId, input.gameId) : undefined,
  );
  const [total] = await db.select({ total: count() }).from(attempts).where(where);
  const rows = await db
    .select({ attempt: attempts, game: games })
    .from(attempts)
    .innerJoin(games, eq(games.id, attempts.gameId))
    .where(where)
    .orderBy(desc(attempts.startedAt), desc(attempts.id))
    .limit(input.perPage)
    .offset((input.page - 1) * input.perPage);
  return { rows, total: total?.total ?? 0 };
}

/** Attempts used per game by one player. */
export async function attemptsUsedByGame(
  db: Db,
  userId: string,
  gameIds: readonly string[],
): Promise<Map<string, number>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .select({ gameId: attempts.gameId, used: count() })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), inArray(attempts.gameId, [...gameIds])))
    .groupBy(attempts.gameId);
  return new Map(rows.map((row) => [row.gameId, row.used]));
}

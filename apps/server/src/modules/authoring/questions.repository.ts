import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attemptAnswers, attempts, questions } from '../../db/schema.js';
import type { QuestionRow } from './authoring-views.js';
import { positionOf } from './reorder.js';

export type QuestionValues = Omit<typeof questions.$inferInsert, 'id' | 'gameId' | 'position'>;

/** A game's questions that are not archived, in order. */
export function findActiveQuestions(db: Db, gameId: string): Promise<QuestionRow[]> {
  return db
    .select()
    .from(questions)
    .where(and(eq(questions.gameId, gameId), isNull(questions.archivedAt)))
    .orderBy(asc(questions.position), asc(questions.createdAt), asc(questions.key));
}

/** Several games' questions that are not archived, in order, by game. */
export async function findActiveQuestionsOfGames(
  db: Db,
  gameIds: string[],
): Promise<Map<string, QuestionRow[]>> {
  const byGame = new Map<string, QuestionRow[]>(gameIds.map((id) => [id, []]));
  if (gameIds.length === 0) return byGame;
  const rows = await db
    .select()
    .from(questions)
    .where(and(inArray(questions.gameId, gameIds), isNull(questions.archivedAt)))
    .orderBy(asc(questions.position), asc(questions.createdAt), asc(questions.key));
  for (const row of rows) byGame.get(row.gameId)?.push(row);
  return byGame;
}

export async function findActiveQuestion(db: Db, id: string): Promise<QuestionRow | undefined> {
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), isNull(questions.archivedAt)));
  return row;
}

/** The question of a game holding a key, archived or not. */
export async function findQuestionByKey(
  db: Db,
  gameId: string,
  key: string,
): Promise<QuestionRow | undefined> {
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.gameId, gameId), eq(questions.key, key)));
  return row;
}

/** After the game's questions in play; archived ones keep old positions that no longer count. */
async function nextPosition(db: Db, gameId: string): Promise<number> {
  const [last] = await db
    .select({ position: max(questions.position) })
    .from(questions)
    .where(and(eq(questions.gameId, gameId), isNull(questions.archivedAt)));
  return (last?.position ?? -1) + 1;
}

/** Adds a question after the game's others. */
export async function insertQuestion(db: Db, gameId: string, values: QuestionValues): Promise<QuestionRow> {
  const position = await nextPosition(db, gameId);
  const [row] = await db
    .insert(questions)
    .values({ ...values, gameId, position })
    .returning();
  if (!row) throw new Error('question insert returned no row');
  return row;
}

/** Brings an archived question back with new values, after the game's others. */
export async function restoreQuestion(
  db: Db,
  row: QuestionRow,
  values: QuestionValues,
): Promise<QuestionRow> {
  const position = await nextPosition(db, row.gameId);
  return updateQuestion(db, row.id, { ...values, archivedAt: null, position });
}

export async function updateQuestion(
  db: Db,
  id: string,
  values: QuestionValues & { position?: number },
): Promise<QuestionRow> {
  const [row] = await db
    .update(questions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(questions.id, id))
    .returning();
  if (!row) throw new Error(`question ${id} vanished during update`);
  return row;
}

/** True once any attempt has asked the question (answered or not yet). */
export async function isQuestionUsed(db: Db, id: string): Promise<boolean> {
  const [asked] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(sql`${attempts.questionIds} @> ${JSON.stringify([id])}::jsonb`)
    .limit(1);
  if (asked) return true;
  const [answered] = await db
    .select({ id: attemptAnswers.questionId })
    .from(attemptAnswers)
    .where(eq(attemptAnswers.questionId, id))
    .limit(1);
  return answered !== undefined;
}

export async function archiveQuestion(db: Db, id: string): Promise<void> {
  const now = new Date();
  await db.update(questions).set({ archivedAt: now, updatedAt: now }).where(eq(questions.id, id));
}

export async function deleteQuestion(db: Db, id: string): Promise<void> {
  await db.delete(questions).where(eq(questions.id, id));
}

/** Positions 0, 1, 2 … in the order of `ids`. */
export async function setQuestionPositions(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(questions)
    .set({ position: positionOf(questions.id, ids), updatedAt: new Date() })
    .where(inArray(questions.id, ids));
}

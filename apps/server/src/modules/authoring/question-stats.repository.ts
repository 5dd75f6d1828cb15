import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attemptAnswers, attempts, liveAnswers, questions } from '../../db/schema.js';

/** A question's answers, counted per source: self-paced (finished attempts) and live. */
export interface QuestionAnswerCounts {
  questionId: string;
  gameId: string;
  difficulty: (typeof questions.$inferSelect)['difficulty'];
  kind: (typeof questions.$inferSelect)['kind'];
  /** The question's choice keys, in its order. */
  choiceKeys: string[];
  /** The right keys (an ordering's items in the right order). */
  correctKeys: string[];
  selfPaced: number;
  selfPacedCorrect: number;
  live: number;
  liveCorrect: number;
}

/**
 * The answers given to the questions (not archived) of some games, in one query grouped by
 * question: answers of finished attempts (an open attempt's answers may still change the
 * picture) and signed-in players' live answers (a live question left unanswered is stored with
 * no choice, text or number, and is not an answer). Live guests are not stored, so not counted.
 */
export async function findQuestionAnswerCounts(db: Db, gameIds: string[]): Promise<QuestionAnswerCounts[]> {
  if (gameIds.length === 0) return [];
  const questionIds = db
    .select({ id: questions.id })
    .from(questions)
    .where(inArray(questions.gameId, gameIds));
  const selfPaced = db
    .select({
      questionId: attemptAnswers.questionId,
      answers: sql<number>`count(*)`.as('sp_answers'),
      correct: sql<number>`count(*) filter (where ${attemptAnswers.isCorrect})`.as('sp_correct'),
    })
    .from(attemptAnswers)
    .innerJoin(attempts, eq(attempts.id, attemptAnswers.attemptId))
    .where(and(inArray(attemptAnswers.questionId, questionIds), eq(attempts.status, 'finished')))
    .groupBy(attemptAnswers.questionId)
    .as('sp');
  const live = db
    .select({
      questionId: liveAnswers.questionId,
      answers: sql<number>`count(*)`.as('lv_answers'),
      correct: sql<number>`count(*) filter (where ${liveAnswers.isCorrect})`.as('lv_correct'),
    })
    .from(liveAnswers)
    .where(
      and(
        inArray(liveAnswers.questionId, questionIds),
        sql`(jsonb_array_length(${liveAnswers.choiceKeys}) > 0 or ${liveAnswers.textAnswer} is not null or ${liveAnswers.numberAnswer} is not null)`,
      ),
    )
    .groupBy(liveAnswers.questionId)
    .as('lv');
  const rows = await db
    .select({
      questionId: questions.id,
      gameId: questions.gameId,
      difficulty: questions.difficulty,
      kind: questions.kind,
      choices: questions.choices,
      correctKeys: questions.correctKeys,
      selfPaced: sql<number>`coalesce(${selfPaced.answers}, 0)`.mapWith(Number),
      selfPacedCorrect: sql<number>`coalesce(${selfPaced.correct}, 0)`.mapWith(Number),
      live: sql<number>`coalesce(${live.answers}, 0)`.mapWith(Number),
      liveCorrect: sql<number>`coalesce(${live.correct}, 0)`.mapWith(Number),
    })
    .from(questions)
    .leftJoin(selfPaced, eq(selfPaced.questionId, questions.id))
    .leftJoin(live, eq(live.questionId, questions.id))
    .where(and(inArray(questions.gameId, gameIds), isNull(questions.archivedAt)))
    .orderBy(asc(questions.position), asc(questions.createdAt), asc(questions.key));
  return rows.map(({ choices, ...row }) => ({ ...row, choiceKeys: choices.map((choice) => choice.key) }));
}

import type { AdminQuestion, Question } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { questionColumns } from '../content/public.js';
import { toAdminQuestion } from './authoring-views.js';
import { countActiveQuestions, findActiveGame } from './games.repository.js';
import {
  archiveQuestion,
  deleteQuestion as deleteQuestionRow,
  findActiveQuestion,
  findActiveQuestions,
  findQuestionByKey,
  insertQuestion,
  isQuestionUsed,
  restoreQuestion,
  setQuestionPositions,
  updateQuestion as updateQuestionRow,
  type QuestionValues,
} from './questions.repository.js';
import { assertWholeList } from './reorder.js';

const keyTaken = () => new AppError('KEY_TAKEN', {}, { key: 'KEY_TAKEN' });

function questionValues(body: Question): QuestionValues {
  return { key: body.key, ...questionColumns(body) };
}

async function activeGame(db: Db, gameId: string) {
  const game = await findActiveGame(db, gameId);
  if (!game) throw new AppError('NOT_FOUND');
  return game;
}

async function activeQuestion(db: Db, id: string) {
  const question = await findActiveQuestion(db, id);
  if (!question) throw new AppError('NOT_FOUND');
  return question;
}

/**
 * Adds a question after the game's others. A key held by an archived question of the game
 * brings that question back with the new values, as a content import does.
 */
export async function createQuestion(db: Db, gameId: string, body: Question): Promise<AdminQuestion> {
  await activeGame(db, gameId);
  const holder = await findQuestionByKey(db, gameId, body.key);
  if (holder && !holder.archivedAt) throw keyTaken();
  const values = questionValues(body);
  const row = holder ? await restoreQuestion(db, holder, values) : await insertQuestion(db, gameId, values);
  return toAdminQuestion(row);
}

export async function updateQuestion(db: Db, id: string, body: Question): Promise<AdminQuestion> {
  const question = await activeQuestion(db, id);
  const holder = await findQuestionByKey(db, question.gameId, body.key);
  if (holder && holder.id !== id) throw keyTaken();
  return toAdminQuestion(await updateQuestionRow(db, id, questionValues(body)));
}

/**
 * Removes a question: archived when an attempt has asked it (scores built on it stay), deleted
 * otherwise. The last question of a published interactive game stays until the game is
 * unpublished, so players never meet an empty quiz.
 */
export async function deleteQuestion(db: Db, id: string): Promise<void> {
  const question = await activeQuestion(db, id);
  const game = await activeGame(db, question.gameId);
  const remaining = (await countActiveQuestions(db, [game.id])).get(game.id) ?? 0;
  if (game.isPublished && game.type === 'interactive' && remaining <= 1) {
    throw new AppError('GAME_HAS_NO_QUESTIONS');
  }
  await db.transaction(async (tx) => {
    if (await isQuestionUsed(tx, id)) await archiveQuestion(tx, id);
    else await deleteQuestionRow(tx, id);
    // Positions stay 0, 1, 2 …, as a content import writes them, so an export imports unchanged.
    await setQuestionPositions(
      tx,
      (await findActiveQuestions(tx, game.id)).map((row) => row.id),
    );
  });
}

/** Orders a game's questions as `ids` lists them, which must be each of its questions once. */
export async function reorderQuestions(db: Db, gameId: string, ids: string[]): Promise<AdminQuestion[]> {
  await activeGame(db, gameId);
  const current = await findActiveQuestions(db, gameId);
  assertWholeList(
    ids,
    current.map((question) => question.id),
  );
  await setQuestionPositions(db, ids);
  return (await findActiveQuestions(db, gameId)).map(toAdminQuestion);
}

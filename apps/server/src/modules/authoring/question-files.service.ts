import {
  formatRuleMessage,
  encodeRule,
  PACK_VERSION,
  type ImportReport,
  type Language,
  type QuestionFileFormat,
} from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { loadPack } from '../content/public.js';
import { toGamePack, toQuestionPack } from './authoring-views.js';
import { findActiveGame, findCategoryLinks } from './games.repository.js';
import { readSheet } from '../../lib/spreadsheets/read-sheet.js';
import { writeSheetFile, type SheetFile } from '../../lib/spreadsheets/sheet-file.js';
import { MAX_QUESTION_ROWS, questionsToSheet, sheetToQuestions } from './question-sheet.js';
import { findActiveQuestions } from './questions.repository.js';

async function activeGame(db: Db, id: string) {
  const game = await findActiveGame(db, id);
  if (!game) throw new AppError('NOT_FOUND');
  return game;
}

/** A game's questions (not archived, in order) as a CSV or Excel file. */
export async function exportQuestionFile(
  db: Db,
  gameId: string,
  format: QuestionFileFormat,
): Promise<SheetFile> {
  const game = await activeGame(db, gameId);
  const table = questionsToSheet((await findActiveQuestions(db, gameId)).map(toQuestionPack));
  return writeSheetFile(table, format, `${game.key}-questions`, { sheetName: 'questions', columnWidth: 28 });
}

/**
 * Replaces a game's questions with a file's rows, in one transaction: questions are matched by
 * key, those the file leaves out are archived, and the rows' order is the new order. A file
 * that is not CSV or Excel, or any row that breaks a rule, answers CONTENT_INVALID with its
 * messages in `language`, and nothing is saved.
 */
export async function importQuestionFile(
  db: Db,
  gameId: string,
  file: unknown,
  contentType: string | undefined,
  language: Language,
): Promise<ImportReport> {
  const game = await activeGame(db, gameId);
  const bytes = typeof file === 'string' ? Buffer.from(file, 'utf8') : file;
  const rows = Buffer.isBuffer(bytes) ? await readSheet(bytes, contentType, MAX_QUESTION_ROWS) : undefined;
  if (!rows) {
    throw new AppError(
      'CONTENT_INVALID',
      {},
      { file: [formatRuleMessage(encodeRule('file_type'), 'file', language)] },
    );
  }
  const parsed = sheetToQuestions(rows, language);
  if (!parsed.ok) throw new AppError('CONTENT_INVALID', {}, parsed.errors);
  const links = (await findCategoryLinks(db, [gameId])).get(gameId) ?? [];
  const gamePack = { ...toGamePack(game, links, []), questions: parsed.questions };
  return loadPack(db, { version: PACK_VERSION, categories: [], games: [gamePack] });
}

import { PACK_VERSION, type ContentPack, type ImportReport, type Language } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { loadPack, parsePack } from '../content/public.js';
import { toCategoryPack, toGamePack, type GameRow } from './authoring-views.js';
import { findCategory } from './categories.repository.js';
import { findActiveGame, findAdminGames, findCategoryLinks } from './games.repository.js';
import { findActiveQuestionsOfGames } from './questions.repository.js';

/** A pack to download, and the key its file is named after. */
export interface PackFile {
  key: string;
  pack: ContentPack;
}

async function gamePacks(db: Db, rows: GameRow[]) {
  const ids = rows.map((row) => row.id);
  const [links, questions] = await Promise.all([
    findCategoryLinks(db, ids),
    findActiveQuestionsOfGames(db, ids),
  ]);
  return rows.map((row) => toGamePack(row, links.get(row.id) ?? [], questions.get(row.id) ?? []));
}

/** A category and every game in it (not archived), each with its questions and all its categories. */
export async function exportCategory(db: Db, id: string): Promise<PackFile> {
  const category = await findCategory(db, id);
  if (!category) throw new AppError('NOT_FOUND');
  const games = await gamePacks(db, await findAdminGames(db, id));
  return {
    key: category.key,
    pack: { version: PACK_VERSION, categories: [toCategoryPack(category)], games },
  };
}

/** One game with its questions; its categories are named by key and must exist where it is imported. */
export async function exportGame(db: Db, id: string): Promise<PackFile> {
  const game = await findActiveGame(db, id);
  if (!game) throw new AppError('NOT_FOUND');
  return {
    key: game.key,
    pack: { version: PACK_VERSION, categories: [], games: await gamePacks(db, [game]) },
  };
}

/**
 * Loads a pack in one transaction (upsert by keys). A pack that breaks a rule answers
 * CONTENT_INVALID with each path's messages in `language`; nothing is saved.
 */
export async function importContent(db: Db, input: unknown, language: Language): Promise<ImportReport> {
  const parsed = parsePack(input, language);
  if (!parsed.ok) throw new AppError('CONTENT_INVALID', {}, parsed.errors);
  return loadPack(db, parsed.pack);
}

import type { AdminGame, AdminGameSummary, GameFields } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import { searchTextOf } from '../content/public.js';
import { toAdminGame, toAdminGameSummary } from './authoring-views.js';
import { findCategoryIdsByKeys } from './categories.repository.js';
import {
  archiveGame,
  countActiveQuestions,
  deleteGame as deleteGameRow,
  findActiveGame,
  findActiveGameIdsInOrder,
  findAdminGames,
  findCategoryLinks,
  findGameIdByKey,
  hasAttempts,
  insertGame,
  replaceGameCategories,
  setGamePositions,
  updateGame as updateGameRow,
  type NewGameRow,
} from './games.repository.js';
import { countLabelsToReview } from './question-stats.service.js';
import { findActiveQuestions } from './questions.repository.js';
import { reorderSome } from './reorder.js';

function gameValues(body: GameFields): NewGameRow {
  return {
    key: body.key,
    name: body.name,
    description: body.description,
    type: body.type,
    difficulty: body.difficulty,
    audience: body.audience,
    durationMinutes: body.duration_minutes,
    passScore: body.pass_score,
    attemptsAllowed: body.attempts_allowed,
    isPublished: body.published,
    url: body.url ?? null,
    searchText: searchTextOf(body.name, body.description),
  };
}

/** The ids of the named categories in the order given (repeats dropped); UNKNOWN_CATEGORY otherwise. */
async function categoryIdsOf(db: Db, keys: string[]): Promise<string[]> {
  const unique = [...new Set(keys)];
  const ids = await findCategoryIdsByKeys(db, unique);
  const unknown = unique.find((key) => !ids.has(key));
  if (unknown) throw new AppError('UNKNOWN_CATEGORY', { key: unknown });
  return unique.map((key) => ids.get(key)!);
}

/** Players may only meet an interactive game that has something to ask. */
function assertPublishable(body: GameFields, questionsCount: number): void {
  if (body.published && body.type === 'interactive' && questionsCount === 0) {
    throw new AppError('GAME_HAS_NO_QUESTIONS', {}, { published: 'GAME_HAS_NO_QUESTIONS' });
  }
}

async function assertKeyFree(db: Db, key: string, gameId?: string): Promise<void> {
  const holder = await findGameIdByKey(db, key);
  if (holder && holder !== gameId) throw new AppError('KEY_TAKEN', {}, { key: 'KEY_TAKEN' });
}

export async function listAdminGames(db: Db, categoryId?: string): Promise<AdminGameSummary[]> {
  const rows = await findAdminGames(db, categoryId);
  const ids = rows.map((row) => row.id);
  const [links, counts, toReview] = await Promise.all([
    findCategoryLinks(db, ids),
    countActiveQuestions(db, ids),
    countLabelsToReview(db, ids),
  ]);
  return rows.map((row) =>
    toAdminGameSummary(row, links.get(row.id) ?? [], counts.get(row.id) ?? 0, toReview.get(row.id) ?? 0),
  );
}

export async function getAdminGame(db: Db, id: string): Promise<AdminGame> {
  const row = await findActiveGame(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const [links, questionRows] = await Promise.all([findCategoryLinks(db, [id]), findActiveQuestions(db, id)]);
  return toAdminGame(row, links.get(id) ?? [], questionRows);
}

/** A new game goes after the others; an interactive one is created unpublished (it has no questions yet). */
/** Tells the product a game became playable, once per category it is in (notifications listen). */
async function announcePublished(events: DomainEventBus | undefined, gameId: string, categoryIds: string[]) {
  for (const categoryId of categoryIds) await events?.publish('game.published', { gameId, categoryId });
}

export async function createGame(db: Db, body: GameFields, events?: DomainEventBus): Promise<AdminGame> {
  await assertKeyFree(db, body.key);
  assertPublishable(body, 0);
  const categoryIds = await categoryIdsOf(db, body.categories);
  const id = await db.transaction(async (tx) => {
    const created = await insertGame(tx, gameValues(body));
    await replaceGameCategories(tx, created, categoryIds);
    return created;
  });
  if (body.published) await announcePublished(events, id, categoryIds);
  return getAdminGame(db, id);
}

export async function updateGame(
  db: Db,
  id: string,
  body: GameFields,
  events?: DomainEventBus,
): Promise<AdminGame> {
  const before = await findActiveGame(db, id);
  if (!before) throw new AppError('NOT_FOUND');
  await assertKeyFree(db, body.key, id);
  assertPublishable(body, (await countActiveQuestions(db, [id])).get(id) ?? 0);
  const categoryIds = await categoryIdsOf(db, body.categories);
  await db.transaction(async (tx) => {
    await updateGameRow(tx, id, gameValues(body));
    await replaceGameCategories(tx, id, categoryIds);
  });
  if (body.published && !before.isPublished) await announcePublished(events, id, categoryIds);
  return getAdminGame(db, id);
}

/** A game that has been played is archived, so players' history stays; otherwise it is deleted. */
export async function deleteGame(db: Db, id: string): Promise<void> {
  if (!(await findActiveGame(db, id))) throw new AppError('NOT_FOUND');
  if (await hasAttempts(db, id)) await archiveGame(db, id);
  else await deleteGameRow(db, id);
}

/**
 * Orders the listed games as given, in the places they held among all games: the whole list,
 * or the games of one category (the others keep their places).
 */
export async function reorderGames(db: Db, ids: string[]): Promise<AdminGameSummary[]> {
  await setGamePositions(db, reorderSome(await findActiveGameIdsInOrder(db), ids));
  return listAdminGames(db);
}

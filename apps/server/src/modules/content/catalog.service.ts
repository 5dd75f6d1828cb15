import type {
  CategorySummary,
  GameDetails,
  GameListItem,
  GameSummary,
  GameType,
  Page,
} from '@awarequest/contracts';
import type { Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  countQuestions,
  findAttemptStats,
  findCategories,
  findCategoriesOfGame,
  findCategory,
  findCategoryIds,
  findGame,
  findLiveGames,
  findPassedGameIds,
  type CategoryRow,
  type GameRow,
} from './catalog.repository.js';

interface SearchQuery {
  q?: string;
  page: number;
  per_page: number;
}

function toCategorySummary(row: CategoryRow): CategorySummary {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    icon: row.icon,
    order: row.position,
    tier: row.tier,
    games_count: row.gamesCount,
  };
}

function toGameSummary(row: GameRow, categoryIds: string[], questionsCount: number): GameSummary {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    type: row.type,
    difficulty: row.difficulty,
    audience: row.audience,
    duration_minutes: row.durationMinutes,
    pass_score: row.passScore,
    attempts_allowed: row.attemptsAllowed,
    questions_count: questionsCount,
    published: row.isPublished,
    category_ids: categoryIds,
    url: row.url,
  };
}

export async function listCategories(db: Db, query: SearchQuery): Promise<Page<CategorySummary>> {
  const { rows, total } = await findCategories(db, query);
  return { items: rows.map(toCategorySummary), page: query.page, per_page: query.per_page, total };
}

export async function getCategory(db: Db, id: string): Promise<CategorySummary> {
  const row = await findCategory(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toCategorySummary(row);
}

/** Published games only, in the admin's order. */
export async function listGames(
  db: Db,
  query: SearchQuery & { category_id?: string; type?: GameType },
  caller: Caller,
): Promise<Page<GameListItem>> {
  const { rows, total } = await findLiveGames(db, query);
  const ids = rows.map((row) => row.id);
  const [categoryIds, questionCounts, passed] = await Promise.all([
    findCategoryIds(db, ids),
    countQuestions(db, ids),
    findPassedGameIds(db, caller.userId, ids),
  ]);
  const items = rows.map((row) => ({
    ...toGameSummary(row, categoryIds.get(row.id) ?? [], questionCounts.get(row.id) ?? 0),
    passed: passed.has(row.id),
  }));
  return { items, page: query.page, per_page: query.per_page, total };
}

/**
 * A game's details with what the caller has left to play. Players see published games only;
 * an admin also sees an unpublished one (to preview it). A deleted (archived) game is gone.
 */
export async function getGameDetails(db: Db, id: string, caller: Caller): Promise<GameDetails> {
  const row = await findGame(db, id);
  const isVisible = row && !row.archivedAt && (row.isPublished || caller.role === 'admin');
  if (!row || !isVisible) throw new AppError('NOT_FOUND');
  const [categories, questionCounts, stats] = await Promise.all([
    findCategoriesOfGame(db, id),
    countQuestions(db, [id]),
    findAttemptStats(db, caller.userId, id),
  ]);
  const allowed = row.attemptsAllowed;
  return {
    ...toGameSummary(
      row,
      categories.map((category) => category.id),
      questionCounts.get(id) ?? 0,
    ),
    categories: categories.map(toCategorySummary),
    attempts_used: stats.used,
    attempts_left: allowed === null ? null : Math.max(0, allowed - stats.used),
    best_score: stats.best,
    open_attempt_id: stats.openId,
  };
}

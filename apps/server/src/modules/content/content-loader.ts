import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, inArray, isNull, max, notInArray, sql } from 'drizzle-orm';
import type { CategoryPack, ContentPack, GamePack, ImportReport, Question } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { categories, gameCategories, games, questions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { searchTextOf } from './content-search.js';
import { questionColumns } from './question-values.js';

/** Serialises loads (several instances starting at once, an admin import during a start). */
const CONTENT_LOCK_ID = 0x41_51_43_54; // "AQCT"

type Counts = ImportReport['questions'];
type GameRow = typeof games.$inferSelect;
type Outcome = 'created' | 'updated' | 'same';

/**
 * Upserts a validated pack in one transaction, by stable keys: categories and games by key,
 * questions by (game, key). A game's questions that the pack no longer lists are archived
 * (players' answers to them stay) and counted as removed; a key that comes back is restored.
 * Games of the pack are restored too, and keep their position; new games go after the others,
 * in pack order. Items not in the pack are left alone.
 *
 * The report counts as "updated" only items whose stored values changed (a game whose
 * categories or archived state changed included), so loading the same pack twice reports
 * nothing created and nothing updated. A game naming a category that is neither in the pack
 * nor in the database throws UNKNOWN_CATEGORY and nothing is saved.
 */
export function loadPack(db: Db, pack: ContentPack): Promise<ImportReport> {
  return db.transaction((tx) => writePack(tx, pack));
}

/** Waits for any other load to finish; held until the caller's transaction ends. */
export async function lockContent(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CONTENT_LOCK_ID})`);
}

/** `loadPack` inside a transaction the caller already holds. */
export async function writePack(tx: Db, pack: ContentPack): Promise<ImportReport> {
  await lockContent(tx);
  const report: ImportReport = {
    categories: { created: 0, updated: 0 },
    games: { created: 0, updated: 0 },
    questions: { created: 0, updated: 0, removed: 0 },
  };
  const categoryIds = await categoryIdsOf(tx, pack);
  for (const category of pack.categories) {
    const { id, outcome } = await upsertCategory(tx, category);
    categoryIds.set(category.key, id);
    count(report.categories, outcome);
  }
  const existing = await existingGames(tx, pack.games);
  let position = await nextGamePosition(tx);
  for (const game of pack.games) {
    const row = existing.get(game.key);
    const { id, outcome } = await upsertGame(tx, game, row, row ? row.position : position++);
    const links = [...new Set(game.categories.map((key) => categoryIds.get(key)!))];
    const haveLinksChanged = await replaceGameCategories(tx, id, links);
    count(report.games, outcome === 'same' && haveLinksChanged ? 'updated' : outcome);
    await upsertQuestions(tx, id, game.questions, report.questions);
  }
  return report;
}

/** The ids of every category the pack's games name; throws for a key found nowhere. */
async function categoryIdsOf(tx: Db, pack: ContentPack): Promise<Map<string, string>> {
  const inPack = new Set(pack.categories.map((category) => category.key));
  const named = [...new Set(pack.games.flatMap((game) => game.categories))];
  const ids = new Map<string, string>();
  const outside = named.filter((key) => !inPack.has(key));
  if (outside.length === 0) return ids;
  const rows = await tx
    .select({ id: categories.id, key: categories.key })
    .from(categories)
    .where(inArray(categories.key, outside));
  for (const row of rows) ids.set(row.key, row.id);
  const unknown = outside.find((key) => !ids.has(key));
  if (unknown) throw new AppError('UNKNOWN_CATEGORY', { key: unknown });
  return ids;
}

function count(counts: { created: number; updated: number }, outcome: Outcome) {
  if (outcome !== 'same') counts[outcome]++;
}

/** True when a stored row differs from the values about to be written. */
function differs(row: Record<string, unknown>, values: Record<string, unknown>): boolean {
  return Object.entries(values).some(([field, value]) => !isDeepStrictEqual(row[field], value));
}

async function upsertCategory(tx: Db, category: CategoryPack): Promise<{ id: string; outcome: Outcome }> {
  const values = {
    name: category.name,
    description: category.description,
    icon: category.icon,
    position: category.order,
    tier: category.tier,
    searchText: searchTextOf(category.name, category.description),
  };
  const [row] = await tx.select().from(categories).where(eq(categories.key, category.key));
  if (!row) {
    const [created] = await tx
      .insert(categories)
      .values({ key: category.key, ...values })
      .returning({ id: categories.id });
    return { id: created!.id, outcome: 'created' };
  }
  if (!differs(row, values)) return { id: row.id, outcome: 'same' };
  await tx
    .update(categories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(categories.id, row.id));
  return { id: row.id, outcome: 'updated' };
}

async function existingGames(tx: Db, pack: GamePack[]) {
  if (pack.length === 0) return new Map<string, GameRow>();
  const rows = await tx
    .select()
    .from(games)
    .where(
      inArray(
        games.key,
        pack.map((game) => game.key),
      ),
    );
  return new Map(rows.map((row) => [row.key, row]));
}

async function nextGamePosition(tx: Db): Promise<number> {
  const [row] = await tx.select({ last: max(games.position) }).from(games);
  return (row?.last ?? -1) + 1;
}

/** Inserts or updates a game's own fields; `position` is used for a new game only. */
async function upsertGame(
  tx: Db,
  game: GamePack,
  row: GameRow | undefined,
  position: number,
): Promise<{ id: string; outcome: Outcome }> {
  const values = {
    name: game.name,
    description: game.description,
    type: game.type,
    difficulty: game.difficulty,
    audience: game.audience,
    durationMinutes: game.duration_minutes,
    passScore: game.pass_score,
    attemptsAllowed: game.attempts_allowed,
    isPublished: game.published,
    url: game.url ?? null,
    searchText: searchTextOf(game.name, game.description),
    archivedAt: null,
  };
  if (!row) {
    const [created] = await tx
      .insert(games)
      .values({ key: game.key, position, ...values })
      .returning({ id: games.id });
    return { id: created!.id, outcome: 'created' };
  }
  if (!differs(row, values)) return { id: row.id, outcome: 'same' };
  await tx
    .update(games)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(games.id, row.id));
  return { id: row.id, outcome: 'updated' };
}

/** Sets a game's categories in the given order (the first is its home); true when they changed. */
async function replaceGameCategories(tx: Db, gameId: string, categoryIds: string[]): Promise<boolean> {
  const current = await tx
    .select({ categoryId: gameCategories.categoryId })
    .from(gameCategories)
    .where(eq(gameCategories.gameId, gameId))
    .orderBy(asc(gameCategories.position));
  if (
    isDeepStrictEqual(
      current.map((link) => link.categoryId),
      categoryIds,
    )
  )
    return false;
  await tx.delete(gameCategories).where(eq(gameCategories.gameId, gameId));
  await tx
    .insert(gameCategories)
    .values(categoryIds.map((categoryId, position) => ({ gameId, categoryId, position })));
  return true;
}

function questionValues(question: Question, position: number) {
  return { position, ...questionColumns(question), archivedAt: null };
}

async function upsertQuestions(tx: Db, gameId: string, pack: Question[], counts: Counts) {
  const rows = await tx.select().from(questions).where(eq(questions.gameId, gameId));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const fresh = [];
  for (const [position, question] of pack.entries()) {
    const values = questionValues(question, position);
    const row = byKey.get(question.key);
    if (!row) fresh.push({ gameId, key: question.key, ...values });
    else if (differs(row, values)) {
      await tx
        .update(questions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(questions.id, row.id));
      counts.updated++;
    }
  }
  if (fresh.length) await tx.insert(questions).values(fresh);
  counts.created += fresh.length;

  const keys = pack.map((question) => question.key);
  const archived = await tx
    .update(questions)
    .set({ archivedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(questions.gameId, gameId),
        isNull(questions.archivedAt),
        keys.length ? notInArray(questions.key, keys) : undefined,
      ),
    )
    .returning({ id: questions.id });
  counts.removed += archived.length;
}

import type { AdminCategory, CategoryPack } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { searchTextOf } from '../content/public.js';
import { toAdminCategory } from './authoring-views.js';
import {
  deleteCategory as deleteCategoryRow,
  findAdminCategories,
  findAdminCategory,
  findAllCategoryIds,
  findCategory,
  findCategoryIdByKey,
  insertCategory,
  setCategoryPositions,
  unpublishGamesOnlyIn,
  updateCategory as updateCategoryRow,
  type NewCategoryRow,
} from './categories.repository.js';
import { assertWholeList } from './reorder.js';

const keyTaken = () => new AppError('KEY_TAKEN', {}, { key: 'KEY_TAKEN' });

function categoryValues(body: CategoryPack): NewCategoryRow {
  return {
    key: body.key,
    name: body.name,
    description: body.description,
    icon: body.icon,
    position: body.order,
    tier: body.tier,
    searchText: searchTextOf(body.name, body.description),
  };
}

export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  return (await findAdminCategories(db)).map(toAdminCategory);
}

export async function getAdminCategory(db: Db, id: string): Promise<AdminCategory> {
  const row = await findAdminCategory(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminCategory(row);
}

export async function createCategory(db: Db, body: CategoryPack): Promise<AdminCategory> {
  if (await findCategoryIdByKey(db, body.key)) throw keyTaken();
  return getAdminCategory(db, await insertCategory(db, categoryValues(body)));
}

export async function updateCategory(db: Db, id: string, body: CategoryPack): Promise<AdminCategory> {
  if (!(await findCategory(db, id))) throw new AppError('NOT_FOUND');
  const holder = await findCategoryIdByKey(db, body.key);
  if (holder && holder !== id) throw keyTaken();
  await updateCategoryRow(db, id, categoryValues(body));
  return getAdminCategory(db, id);
}

/**
 * Deletes a category for good. Its games stay (with their attempts); those it was the only
 * category of are unpublished until the admin gives them another one.
 */
export async function deleteCategory(db: Db, id: string): Promise<void> {
  if (!(await findCategory(db, id))) throw new AppError('NOT_FOUND');
  await db.transaction(async (tx) => {
    await unpublishGamesOnlyIn(tx, id);
    await deleteCategoryRow(tx, id);
  });
}

/** Orders the categories as `ids` lists them, which must be every category once. */
export async function reorderCategories(db: Db, ids: string[]): Promise<AdminCategory[]> {
  assertWholeList(ids, await findAllCategoryIds(db));
  await setCategoryPositions(db, ids);
  return listAdminCategories(db);
}

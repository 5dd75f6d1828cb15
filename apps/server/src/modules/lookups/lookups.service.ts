import {
  LOOKUP_KINDS,
  type AdminLookup,
  type LookupBody,
  type LookupKind,
  type LookupOption,
  type Lookups,
} from '@awarequest/contracts';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { countryOptions } from './countries.js';
import { DEFAULT_LOOKUPS } from './default-lookups.js';
import {
  countLookupRows,
  deleteLookupRow,
  findLookupRow,
  insertLookupRows,
  isLookupValueTaken,
  listLookupRows,
  updateLookupRow,
  type LookupRow,
} from './lookups.repository.js';

/**
 * Lists change rarely and every profile form reads them, so each instance keeps them for a
 * minute (its own admin changes clear it at once; another instance's show within the minute).
 */
const CACHE_MS = 60_000;
const cache = new WeakMap<AppContext, { at: number; byKind: Record<LookupKind, LookupOption[]> }>();

const toOption = (row: LookupRow): LookupOption => ({ value: row.value, name: row.name });
const toAdminLookup = (row: LookupRow): AdminLookup => ({
  id: row.id,
  list: row.kind as LookupKind,
  value: row.value,
  name: row.name,
  sort_order: row.sortOrder,
});

async function managedLists(ctx: AppContext): Promise<Record<LookupKind, LookupOption[]>> {
  const hit = cache.get(ctx);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.byKind;
  const rows = await listLookupRows(ctx.db);
  const byKind = Object.fromEntries(
    LOOKUP_KINDS.map((kind) => [kind, rows.filter((row) => row.kind === kind).map(toOption)]),
  ) as Record<LookupKind, LookupOption[]>;
  cache.set(ctx, { at: Date.now(), byKind });
  return byKind;
}

/** GET /lookups: the managed lists, the countries and the configured wearable providers. */
export async function getLookups(ctx: AppContext): Promise<Lookups> {
  const lists = await managedLists(ctx);
  return {
    departments: lists.department,
    positions: lists.position,
    groups: lists.group,
    companies: lists.company,
    countries: countryOptions(),
    wearable_providers: ctx.config.wearableProviders,
  };
}

/** The values a profile may store, per field of PUT /users/me. */
export async function allowedProfileValues(ctx: AppContext) {
  const lists = await managedLists(ctx);
  const values = (options: LookupOption[]) => new Set(options.map((option) => option.value));
  return {
    departments: values(lists.department),
    positions: values(lists.position),
    group: values(lists.group),
    company: values(lists.company),
    countries: values(countryOptions()),
  };
}

/** Fills the lists with the default set when they hold nothing at all (a new deployment). */
export async function seedDefaultLookups(ctx: AppContext): Promise<void> {
  if ((await countLookupRows(ctx.db)) > 0) return;
  await insertLookupRows(
    ctx.db,
    LOOKUP_KINDS.flatMap((kind) =>
      DEFAULT_LOOKUPS[kind].map((name, index) => ({ kind, value: name.en, name, sortOrder: index })),
    ),
  );
  cache.delete(ctx);
}

export async function listAdminLookups(db: Db): Promise<AdminLookup[]> {
  return (await listLookupRows(db)).map(toAdminLookup);
}

async function assertValueFree(db: Db, body: LookupBody, exceptId?: string) {
  if (await isLookupValueTaken(db, body.list, body.value, exceptId)) {
    throw new AppError('LOOKUP_TAKEN', {}, { value: 'LOOKUP_TAKEN' });
  }
}

export async function createLookup(ctx: AppContext, body: LookupBody): Promise<AdminLookup> {
  await assertValueFree(ctx.db, body);
  const [row] = await insertLookupRows(ctx.db, [
    { kind: body.list, value: body.value, name: body.name, sortOrder: body.sort_order },
  ]);
  // A concurrent insert of the same value loses on the unique index.
  if (!row) throw new AppError('LOOKUP_TAKEN', {}, { value: 'LOOKUP_TAKEN' });
  cache.delete(ctx);
  return toAdminLookup(row);
}

/**
 * Renames an entry. Profiles keep the value they stored; a changed `value` only affects
 * what can be chosen from now on.
 */
export async function updateLookup(ctx: AppContext, id: string, body: LookupBody): Promise<AdminLookup> {
  if (!(await findLookupRow(ctx.db, id))) throw new AppError('NOT_FOUND');
  await assertValueFree(ctx.db, body, id);
  const row = await updateLookupRow(ctx.db, id, {
    kind: body.list,
    value: body.value,
    name: body.name,
    sortOrder: body.sort_order,
  });
  if (!row) throw new AppError('NOT_FOUND');
  cache.delete(ctx);
  return toAdminLookup(row);
}

export async function deleteLookup(ctx: AppContext, id: string): Promise<void> {
  if (!(await deleteLookupRow(ctx.db, id))) throw new AppError('NOT_FOUND');
  cache.delete(ctx);
}

import { and, asc, count, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { scimUsers, users } from '../../db/schema.js';

export type ScimUserRecord = {
  user: typeof users.$inferSelect;
  scim: typeof scimUsers.$inferSelect | null;
};

/** What a SCIM lookup may narrow by: the filters directories send (`userName eq`, `externalId eq`). */
export interface ScimUserLookup {
  userName?: string;
  externalId?: string;
  id?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The people SCIM sees: every account with an email (child accounts have none) that SCIM has not
 * archived. An account made before SCIM answers to its email as userName, so a directory's
 * "filter, then create" finds and adopts it instead of failing on the address.
 */
function visible(): SQL {
  return and(isNotNull(users.email), isNull(scimUsers.archivedAt))!;
}

function lookupOf(lookup: ScimUserLookup): SQL[] {
  const conditions: SQL[] = [];
  if (lookup.id !== undefined) conditions.push(UUID.test(lookup.id) ? eq(users.id, lookup.id) : sql`false`);
  if (lookup.userName !== undefined) {
    const userName = lookup.userName.toLowerCase();
    conditions.push(
      or(eq(scimUsers.userName, userName), and(isNull(scimUsers.userId), eq(users.email, userName)))!,
    );
  }
  if (lookup.externalId !== undefined) conditions.push(eq(scimUsers.externalId, lookup.externalId));
  return conditions;
}

export async function listScimUserRecords(
  db: Db,
  lookup: ScimUserLookup,
  window: { offset: number; limit: number },
): Promise<{ records: ScimUserRecord[]; total: number }> {
  const where = and(visible(), ...lookupOf(lookup));
  const records = await db
    .select({ user: users, scim: scimUsers })
    .from(users)
    .leftJoin(scimUsers, eq(scimUsers.userId, users.id))
    .where(where)
    .orderBy(asc(users.createdAt), asc(users.id))
    .offset(window.offset)
    .limit(window.limit);
  const [counted] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(scimUsers, eq(scimUsers.userId, users.id))
    .where(where);
  return { records, total: counted?.total ?? 0 };
}

export async function findScimUserRecord(
  db: Db,
  lookup: ScimUserLookup,
): Promise<ScimUserRecord | undefined> {
  const { records } = await listScimUserRecords(db, lookup, { offset: 0, limit: 1 });
  return records[0];
}

/** Any account by userName or email, archived ones too: a create brings an archived one back. */
export async function findAnyByUserName(db: Db, userName: string): Promise<ScimUserRecord | undefined> {
  const name = userName.toLowerCase();
  const [record] = await db
    .select({ user: users, scim: scimUsers })
    .from(users)
    .leftJoin(scimUsers, eq(scimUsers.userId, users.id))
    .where(or(eq(scimUsers.userName, name), eq(users.email, name)))
    .limit(1);
  return record;
}

export async function saveScimLink(
  db: Db,
  link: { userId: string; userName: string; externalId: string | null; archivedAt?: Date | null },
): Promise<void> {
  const values = {
    userId: link.userId,
    userName: link.userName.toLowerCase(),
    externalId: link.externalId,
    archivedAt: link.archivedAt ?? null,
  };
  await db
    .insert(scimUsers)
    .values(values)
    .onConflictDoUpdate({ target: scimUsers.userId, set: { ...values, updatedAt: new Date() } });
}

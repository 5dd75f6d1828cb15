import { and, asc, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { scimGroupMappings, scimGroupMembers, scimGroups, scimUsers, users } from '../../db/schema.js';

export type ScimGroupRow = typeof scimGroups.$inferSelect;
export type GroupMember = { id: string; name: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ScimGroupLookup {
  id?: string;
  displayName?: string;
  externalId?: string;
}

function whereOf(lookup: ScimGroupLookup): SQL | undefined {
  const conditions: SQL[] = [];
  if (lookup.id !== undefined)
    conditions.push(UUID.test(lookup.id) ? eq(scimGroups.id, lookup.id) : sql`false`);
  if (lookup.displayName !== undefined)
    conditions.push(sql`lower(${scimGroups.displayName}) = ${lookup.displayName.toLowerCase()}`);
  if (lookup.externalId !== undefined) conditions.push(eq(scimGroups.externalId, lookup.externalId));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listScimGroupRows(
  db: Db,
  lookup: ScimGroupLookup,
  window: { offset: number; limit: number },
): Promise<{ rows: ScimGroupRow[]; total: number }> {
  const where = whereOf(lookup);
  const rows = await db
    .select()
    .from(scimGroups)
    .where(where)
    .orderBy(asc(scimGroups.createdAt), asc(scimGroups.id))
    .offset(window.offset)
    .limit(window.limit);
  const [counted] = await db.select({ total: count() }).from(scimGroups).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function membersOf(db: Db, groupIds: string[]): Promise<Map<string, GroupMember[]>> {
  const members = new Map<string, GroupMember[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return members;
  const rows = await db
    .select({ groupId: scimGroupMembers.groupId, id: users.id, name: users.name })
    .from(scimGroupMembers)
    .innerJoin(users, eq(users.id, scimGroupMembers.userId))
    .where(inArray(scimGroupMembers.groupId, groupIds));
  for (const row of rows) members.get(row.groupId)?.push({ id: row.id, name: row.name });
  return members;
}

/** The ids among `ids` that SCIM can see (an account with an email, not archived). */
export async function visibleUserIds(db: Db, ids: string[]): Promise<string[]> {
  const valid = ids.filter((id) => UUID.test(id));
  if (valid.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(scimUsers, eq(scimUsers.userId, users.id))
    .where(and(inArray(users.id, valid), isNotNull(users.email), isNull(scimUsers.archivedAt)));
  return rows.map((row) => row.id);
}

export async function mappingOf(db: Db, displayName: string) {
  const [row] = await db
    .select()
    .from(scimGroupMappings)
    .where(eq(scimGroupMappings.scimGroup, displayName.trim().toLowerCase()));
  return row;
}

import { and, eq, inArray } from 'drizzle-orm';
import { SCIM_BASE } from '@awarequest/contracts';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { scimGroupMembers, scimGroups, users } from '../../db/schema.js';
import { recordAudit } from '../audit/public.js';
import { ScimError } from './scim-error.js';
import { readGroupBody, readGroupPatch, type GroupChange } from './scim-group-changes.js';
import {
  listScimGroupRows,
  mappingOf,
  membersOf,
  visibleUserIds,
  type GroupMember,
  type ScimGroupLookup,
  type ScimGroupRow,
} from './scim-groups.repository.js';
import { CORE_GROUP } from './scim-setup.js';
import type { ScimCall } from './scim-users.service.js';

export function toScimGroup(row: ScimGroupRow, members: GroupMember[]) {
  return {
    schemas: [CORE_GROUP],
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    displayName: row.displayName,
    members: members.map((member) => ({
      value: member.id,
      display: member.name,
      $ref: `${SCIM_BASE}/Users/${member.id}`,
    })),
    meta: {
      resourceType: 'Group',
      created: row.createdAt.toISOString(),
      location: `${SCIM_BASE}/Groups/${row.id}`,
    },
  };
}

async function groupOf(db: Db, id: string): Promise<ScimGroupRow> {
  const { rows } = await listScimGroupRows(db, { id }, { offset: 0, limit: 1 });
  if (!rows[0]) throw new ScimError(404, undefined, `Group ${id} not found`);
  return rows[0];
}

async function viewOf(db: Db, id: string) {
  const row = await groupOf(db, id);
  const members = await membersOf(db, [row.id]);
  return toScimGroup(row, members.get(row.id) ?? []);
}

export async function listScimGroups(
  db: Db,
  lookup: ScimGroupLookup,
  window: { offset: number; limit: number },
) {
  const { rows, total } = await listScimGroupRows(db, lookup, window);
  const members = await membersOf(
    db,
    rows.map((row) => row.id),
  );
  return { resources: rows.map((row) => toScimGroup(row, members.get(row.id) ?? [])), total };
}

export const getScimGroup = (ctx: AppContext, id: string) => viewOf(ctx.db, id);

/**
 * What a mapped directory group means for its members (the admin's table, /admin/scim): joining
 * sets our group or puts the department first; leaving clears that group or removes the department.
 */
async function applyMapping(db: Db, displayName: string, userIds: string[], isJoining: boolean) {
  const mapping = await mappingOf(db, displayName);
  if (!mapping || userIds.length === 0) return;
  const rows = await db.select().from(users).where(inArray(users.id, userIds));
  for (const user of rows) {
    const others = user.departments.filter((item) => item !== mapping.value);
    const values =
      mapping.target === 'group'
        ? { group: isJoining ? mapping.value : user.group === mapping.value ? null : user.group }
        : { departments: isJoining ? [mapping.value, ...others] : others };
    await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, user.id));
  }
}

async function writeChange(ctx: AppContext, row: ScimGroupRow, change: GroupChange) {
  const { db } = ctx;
  const before = (await membersOf(db, [row.id])).get(row.id)!.map((member) => member.id);
  const displayName = change.displayName ?? row.displayName;
  let after = before;
  const members = change.members;
  if (members?.set) after = members.set;
  if (members?.remove === 'all') after = [];
  else if (members?.remove) after = after.filter((id) => !members.remove!.includes(id));
  if (members?.add) after = [...after, ...members.add];
  const unknown = [...new Set(after)].filter((id) => !before.includes(id));
  const known = new Set(await visibleUserIds(db, unknown));
  const missing = unknown.filter((id) => !known.has(id));
  if (missing.length > 0) throw new ScimError(400, 'invalidValue', `Unknown members: ${missing.join(', ')}`);
  const next = new Set(after);
  const left = before.filter((id) => !next.has(id) || displayName !== row.displayName);
  const joined = [...next].filter((id) => !before.includes(id) || displayName !== row.displayName);
  await db.transaction(async (tx) => {
    await tx
      .update(scimGroups)
      .set({ displayName, externalId: change.externalId === undefined ? row.externalId : change.externalId })
      .where(eq(scimGroups.id, row.id));
    if (left.length > 0)
      await tx
        .delete(scimGroupMembers)
        .where(and(eq(scimGroupMembers.groupId, row.id), inArray(scimGroupMembers.userId, left)));
    if (joined.length > 0)
      await tx
        .insert(scimGroupMembers)
        .values(joined.map((userId) => ({ groupId: row.id, userId })))
        .onConflictDoNothing();
    await applyMapping(tx, row.displayName, left, false);
    await applyMapping(tx, displayName, joined, true);
  });
  for (const userId of new Set([...left, ...joined])) await ctx.sessions.userChanged(userId);
  return { joined, left };
}

async function audit(
  ctx: AppContext,
  call: ScimCall,
  action: string,
  row: ScimGroupRow,
  details: Record<string, unknown> = {},
) {
  await recordAudit(ctx.db, {
    source: 'scim',
    action,
    outcome: 'ok',
    ip: call.ip,
    details: { token_id: call.tokenId, group_id: row.id, group: row.displayName, ...details },
  });
}

export async function createScimGroup(ctx: AppContext, call: ScimCall, body: unknown) {
  const input = readGroupBody(body);
  const { rows } = await listScimGroupRows(
    ctx.db,
    { displayName: input.displayName },
    { offset: 0, limit: 1 },
  );
  if (rows[0]) throw new ScimError(409, 'uniqueness', `A group named ${input.displayName} exists`);
  const [row] = await ctx.db
    .insert(scimGroups)
    .values({ displayName: input.displayName, externalId: input.externalId ?? null })
    .returning();
  try {
    const { joined } = await writeChange(ctx, row!, { members: input.members ?? {} });
    await audit(ctx, call, 'group_created', row!, { joined });
  } catch (error) {
    await ctx.db.delete(scimGroups).where(eq(scimGroups.id, row!.id));
    throw error;
  }
  return viewOf(ctx.db, row!.id);
}

export async function replaceScimGroup(ctx: AppContext, call: ScimCall, id: string, body: unknown) {
  const row = await groupOf(ctx.db, id);
  const { joined, left } = await writeChange(ctx, row, readGroupBody(body));
  await audit(ctx, call, 'group_updated', row, { joined, left });
  return viewOf(ctx.db, id);
}

export async function patchScimGroup(ctx: AppContext, call: ScimCall, id: string, body: unknown) {
  const row = await groupOf(ctx.db, id);
  const { joined, left } = await writeChange(ctx, row, readGroupPatch(body));
  await audit(ctx, call, 'group_updated', row, { joined, left });
  return viewOf(ctx.db, id);
}

export async function deleteScimGroup(ctx: AppContext, call: ScimCall, id: string) {
  const row = await groupOf(ctx.db, id);
  await writeChange(ctx, row, { members: { remove: 'all' } });
  await ctx.db.delete(scimGroups).where(eq(scimGroups.id, id));
  await audit(ctx, call, 'group_deleted', row);
}

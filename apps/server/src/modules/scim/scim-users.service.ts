import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { assertNotLastAdmin, findUserByEmail, insertUser, updateUser } from '../accounts/public.js';
import { fieldChanges, recordAudit } from '../audit/public.js';
import { ScimError } from './scim-error.js';
import { PATCH_OP, scimmy } from './scim-setup.js';
import {
  normalizePatchBooleans,
  readScimUser,
  toScimUser,
  type ScimUserInput,
} from './scim-user-resource.js';
import {
  findAnyByUserName,
  findScimUserRecord,
  saveScimLink,
  type ScimUserRecord,
} from './scim-users.repository.js';

/** Who made a change: the SCIM token, and the caller's address, for the audit log. */
export interface ScimCall {
  tokenId: string;
  ip: string;
}

async function audit(
  ctx: AppContext,
  call: ScimCall,
  entry: { action: string; subjectUserId?: string; details?: Record<string, unknown> },
) {
  await recordAudit(ctx.db, {
    source: 'scim',
    action: entry.action,
    outcome: 'ok',
    subjectUserId: entry.subjectUserId ?? null,
    ip: call.ip,
    details: { token_id: call.tokenId, ...entry.details },
  });
}

async function recordOf(ctx: AppContext, id: string): Promise<ScimUserRecord> {
  const record = await findScimUserRecord(ctx.db, { id });
  if (!record) throw new ScimError(404, undefined, `User ${id} not found`);
  return record;
}

function withDepartment(list: string[], value: string | undefined): string[] {
  if (value === undefined) return list;
  return [value, ...list.filter((item) => item !== value).slice(1)];
}

/** Writes a checked body onto an account; an active flag turning false ends every session everywhere. */
async function applyInput(
  ctx: AppContext,
  call: ScimCall,
  record: ScimUserRecord,
  input: ScimUserInput,
): Promise<ScimUserRecord> {
  const { user } = record;
  const taken = await findAnyByUserName(ctx.db, input.userName);
  if (taken && taken.user.id !== user.id)
    throw new ScimError(409, 'uniqueness', `userName ${input.userName} is already in use`);
  const owner = await findUserByEmail(ctx.db, input.email);
  if (owner && owner.id !== user.id)
    throw new ScimError(409, 'uniqueness', `The email ${input.email} belongs to another account`);
  const isDeactivating = user.isActive && !input.isActive;
  const profile = {
    name: input.name,
    email: input.email,
    departments: withDepartment(user.departments, input.department),
    positions: withDepartment(user.positions, input.title),
  };
  await ctx.db.transaction(async (tx) => {
    if (isDeactivating && user.role === 'admin') await lastAdminGuard(tx, user.id);
    await updateUser(tx, user.id, { ...profile, isActive: input.isActive });
    await saveScimLink(tx, { userId: user.id, userName: input.userName, externalId: input.externalId });
  });
  await afterActiveChange(ctx, user.id, user.isActive, input.isActive);
  // What changed, field by field (active has entries of its own, below).
  const changes = fieldChanges(user, profile);
  const details = Object.keys(changes).length > 0 ? { changes } : {};
  await audit(ctx, call, { action: 'user_updated', subjectUserId: user.id, details });
  if (user.isActive !== input.isActive)
    await audit(ctx, call, {
      action: input.isActive ? 'user_reactivated' : 'user_deactivated',
      subjectUserId: user.id,
    });
  return recordOf(ctx, user.id);
}

async function lastAdminGuard(tx: Db, userId: string) {
  try {
    await assertNotLastAdmin(tx, userId);
  } catch {
    throw new ScimError(409, 'mutability', 'The last active administrator cannot be deactivated');
  }
}

async function afterActiveChange(ctx: AppContext, userId: string, was: boolean, now: boolean) {
  if (was && !now) await ctx.sessions.revokeAllOfUser(userId);
  else await ctx.sessions.userChanged(userId);
}

export async function getScimUser(ctx: AppContext, id: string) {
  return toScimUser(await recordOf(ctx, id));
}

/**
 * POST /Users. A userName (or email) the directory already provisioned is a 409; an account that
 * exists without SCIM (or that SCIM archived) is adopted, so "filter, then create" never fails.
 */
export async function createScimUser(ctx: AppContext, call: ScimCall, body: unknown) {
  const input = readScimUser(body);
  const existing =
    (await findAnyByUserName(ctx.db, input.userName)) ?? (await findAnyByUserName(ctx.db, input.email));
  if (existing) {
    if (existing.scim && !existing.scim.archivedAt)
      throw new ScimError(409, 'uniqueness', `userName ${input.userName} is already in use`);
    await saveScimLink(ctx.db, {
      userId: existing.user.id,
      userName: input.userName,
      externalId: input.externalId,
    });
    await audit(ctx, call, { action: 'user_linked', subjectUserId: existing.user.id });
    const linked = await recordOf(ctx, existing.user.id);
    return { created: false, resource: toScimUser(await applyInput(ctx, call, linked, input)) };
  }
  const user = await ctx.db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      name: input.name,
      email: input.email,
      isActive: input.isActive,
      departments: input.department ? [input.department] : [],
      positions: input.title ? [input.title] : [],
      emailVerifiedAt: new Date(),
    });
    await saveScimLink(tx, { userId: row.id, userName: input.userName, externalId: input.externalId });
    return row;
  });
  await audit(ctx, call, { action: 'user_created', subjectUserId: user.id });
  return { created: true, resource: toScimUser(await recordOf(ctx, user.id)) };
}

export async function replaceScimUser(ctx: AppContext, call: ScimCall, id: string, body: unknown) {
  const record = await recordOf(ctx, id);
  return toScimUser(await applyInput(ctx, call, record, readScimUser(body)));
}

/** PATCH as Entra and Okta send it: scimmy's PatchOp on the current resource, then the same checks as PUT. */
export async function patchScimUser(ctx: AppContext, call: ScimCall, id: string, body: unknown) {
  const record = await recordOf(ctx, id);
  const current = toScimUser(record);
  delete current.meta;
  const SCIMMY = scimmy();
  const resource = new SCIMMY.Schemas.User(current, 'in');
  const message = normalizePatchBooleans(body) as { schemas?: unknown };
  if (!Array.isArray(message.schemas) || !message.schemas.includes(PATCH_OP))
    throw new ScimError(400, 'invalidSyntax', `A PATCH body names the schema ${PATCH_OP}`);
  const patched = await new SCIMMY.Messages.PatchOp(message as never).apply(resource);
  // The patched resource as plain JSON, read as a PUT body would be.
  const plain = JSON.parse(JSON.stringify(patched)) as unknown;
  return toScimUser(await applyInput(ctx, call, record, readScimUser(plain)));
}

/** DELETE archives: the account is deactivated (sessions end everywhere) and keeps its history. */
export async function archiveScimUser(ctx: AppContext, call: ScimCall, id: string): Promise<void> {
  const record = await recordOf(ctx, id);
  const { user } = record;
  await ctx.db.transaction(async (tx) => {
    if (user.isActive && user.role === 'admin') await lastAdminGuard(tx, user.id);
    await updateUser(tx, user.id, { isActive: false });
    await saveScimLink(tx, {
      userId: user.id,
      userName: record.scim?.userName ?? user.email!,
      externalId: record.scim?.externalId ?? null,
      archivedAt: new Date(),
    });
  });
  await ctx.sessions.revokeAllOfUser(user.id);
  await audit(ctx, call, { action: 'user_archived', subjectUserId: user.id });
}

import {
  canHaveChildren,
  MAX_CHILDREN,
  type AuthResult,
  type Child,
  type ChildProgress,
  type CreateChildBody,
  type UpdateChildBody,
} from '@awarequest/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/crypto.js';
import {
  deleteAccountCascade,
  findUserById,
  insertUser,
  toUser,
  updateUser,
  type RequestMeta,
  type UserRow,
} from '../accounts/public.js';
import {
  countChildren,
  findChildRow,
  isUsernameUsed,
  listChildRows,
  progressOf,
} from './children.repository.js';

/** The caller's own account, when it may have child accounts; a child or a personal account may not. */
async function parentOf(ctx: AppContext, caller: Caller): Promise<UserRow> {
  const parent = await findUserById(ctx.db, caller.userId);
  if (!parent) throw new AppError('UNAUTHORIZED');
  if (parent.parentId || !canHaveChildren(parent.accountType)) throw new AppError('CHILDREN_NOT_ALLOWED');
  return parent;
}

async function childOf(ctx: AppContext, parent: UserRow, childId: string): Promise<UserRow> {
  const child = await findChildRow(ctx.db, parent.id, childId);
  // Another parent's child is as unknown as a missing one.
  if (!child) throw new AppError('NOT_FOUND');
  return child;
}

function toChild(row: UserRow, progress: ChildProgress): Child {
  return {
    id: row.id,
    name: row.name,
    nickname: row.nickname ?? '',
    avatar: row.avatar ?? '',
    birth_year: row.birthYear ?? 0,
    username: row.username ?? '',
    created_at: row.createdAt.toISOString(),
    progress,
  };
}

async function withProgress(ctx: AppContext, rows: UserRow[]): Promise<Child[]> {
  const progress = await progressOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toChild(row, progress.get(row.id)!));
}

const usernameTaken = () => new AppError('USERNAME_TAKEN', {}, { username: 'USERNAME_TAKEN' });
/** A unique index refused the row (two parents picking one username at once); drizzle wraps the driver's error. */
function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ((error as { code?: unknown }).code === '23505') return true;
  return 'cause' in error && isUniqueViolation(error.cause);
}

export async function listChildren(ctx: AppContext, caller: Caller): Promise<Child[]> {
  const parent = await parentOf(ctx, caller);
  return withProgress(ctx, await listChildRows(ctx.db, parent.id));
}

export async function createChild(ctx: AppContext, caller: Caller, body: CreateChildBody): Promise<Child> {
  const parent = await parentOf(ctx, caller);
  if ((await countChildren(ctx.db, parent.id)) >= MAX_CHILDREN) {
    throw new AppError('CHILDREN_LIMIT', { max: MAX_CHILDREN });
  }
  if (await isUsernameUsed(ctx.db, body.username)) throw usernameTaken();
  const passwordHash = await hashPassword(body.password);
  try {
    const row = await insertUser(ctx.db, {
      name: body.name,
      email: null,
      username: body.username,
      nickname: body.nickname,
      birthYear: body.birth_year,
      avatar: body.avatar,
      passwordHash,
      parentId: parent.id,
      accountType: 'personal',
      role: 'player',
      // The same organisation as the parent, so reports group a family or team together.
      company: parent.company,
      group: parent.group,
    });
    return (await withProgress(ctx, [row]))[0]!;
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

export async function updateChild(
  ctx: AppContext,
  caller: Caller,
  childId: string,
  body: UpdateChildBody,
): Promise<Child> {
  const parent = await parentOf(ctx, caller);
  const child = await childOf(ctx, parent, childId);
  if (await isUsernameUsed(ctx.db, body.username, child.id)) throw usernameTaken();
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  try {
    const row = await updateUser(ctx.db, child.id, {
      name: body.name,
      username: body.username,
      nickname: body.nickname,
      birthYear: body.birth_year,
      avatar: body.avatar,
      ...(passwordHash ? { passwordHash } : {}),
    });
    // A new password signs the child out everywhere; other changes only refresh the caches.
    if (passwordHash) await ctx.sessions.revokeAllOfUser(child.id);
    else await ctx.sessions.userChanged(child.id);
    return (await withProgress(ctx, [row]))[0]!;
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

export async function removeChild(ctx: AppContext, caller: Caller, childId: string): Promise<void> {
  const parent = await parentOf(ctx, caller);
  const child = await childOf(ctx, parent, childId);
  await deleteAccountCascade(ctx, child.id);
}

/** A session of the child for its parent to play as it; the web keeps the parent's token to switch back. */
export async function childSession(
  ctx: AppContext,
  caller: Caller,
  childId: string,
  meta: RequestMeta,
): Promise<AuthResult> {
  const parent = await parentOf(ctx, caller);
  const child = await childOf(ctx, parent, childId);
  if (!child.isActive) throw new AppError('ACCOUNT_DISABLED');
  const token = await ctx.sessions.create(child.id, meta);
  return { user: toUser(child), token };
}

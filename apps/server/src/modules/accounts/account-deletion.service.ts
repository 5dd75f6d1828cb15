import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { emailCodes, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { decoyPasswordHash, verifyPassword } from '../../lib/crypto.js';
import { removeStoredPhoto } from '../../lib/photo-store/photo-files.js';
import { queueGrantRevocations, revokeGrantsOfDeletedAccounts } from '../wearables/public.js';
import { findUserById } from './users.repository.js';

/**
 * Refuses when `userId` is the only active administrator: someone must be able to manage the
 * product. Run inside the deleting (or deactivating) transaction, which locks the admin rows.
 */
export async function assertNotLastAdmin(tx: Db, userId: string): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .for('update');
  if (admins.some((admin) => admin.id === userId) && admins.length === 1) throw new AppError('LAST_ADMIN');
}

/**
 * Deletes an account and its child accounts in one transaction: the database cascades to
 * their sessions, attempts, scores and notifications, and sets their live answers' user to
 * null (they stay only in the sessions' aggregates). After the commit every instance forgets
 * their cached sessions at once, their photo files are removed, and their wearable grants are
 * revoked at the provider (queued in the transaction and tried at once; a provider that is
 * down does not block the deletion, the wearables' worker tries again).
 */
export async function deleteAccountCascade(ctx: AppContext, userId: string): Promise<void> {
  const { rows: removed, wearableGrants } = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: users.id, email: users.email, photo: users.photo, role: users.role })
      .from(users)
      .where(or(eq(users.id, userId), eq(users.parentId, userId)))
      .for('update');
    if (!rows.some((row) => row.id === userId)) throw new AppError('NOT_FOUND');
    if (rows.some((row) => row.id === userId && row.role === 'admin')) await assertNotLastAdmin(tx, userId);
    const wearableGrants = await queueGrantRevocations(
      ctx,
      tx,
      rows.map((row) => row.id),
    );
    const emails = rows.flatMap((row) => (row.email ? [row.email] : []));
    if (emails.length) await tx.delete(emailCodes).where(inArray(emailCodes.email, emails));
    await tx
      .delete(users)
      .where(or(eq(users.id, userId), and(eq(users.parentId, userId), ne(users.id, userId))));
    return { rows, wearableGrants };
  });
  // The session rows are gone with the users; this clears every instance's cache of them
  // and closes their sockets.
  await Promise.all(removed.map((row) => ctx.sessions.revokeAllOfUser(row.id)));
  await Promise.all(removed.map((row) => removeStoredPhoto(ctx.photos, row.photo)));
  await revokeGrantsOfDeletedAccounts(ctx, wearableGrants);
}

/**
 * DELETE /users/me: the password confirms it. A child account cannot delete itself (its
 * parent removes it), nor can the last administrator; each refusal says why in `errors`.
 */
export async function deleteOwnAccount(ctx: AppContext, userId: string, password: string): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  const isMatch = await verifyPassword(user.passwordHash ?? (await decoyPasswordHash()), password);
  if (!user.passwordHash || !isMatch) {
    throw new AppError('ACCOUNT_DELETE_FAILED', {}, { password: 'WRONG_PASSWORD' });
  }
  if (user.parentId) throw new AppError('ACCOUNT_DELETE_FAILED', {}, { account: 'FORBIDDEN' });
  try {
    await deleteAccountCascade(ctx, user.id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'LAST_ADMIN') {
      throw new AppError('ACCOUNT_DELETE_FAILED', {}, { account: 'LAST_ADMIN' });
    }
    throw error;
  }
}

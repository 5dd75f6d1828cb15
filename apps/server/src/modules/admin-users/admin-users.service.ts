import type { AdminUser, AdminUserPage, InviteUserBody, Language, UserStatus } from '@awarequest/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import {
  assertNotLastAdmin,
  deleteAccountCascade,
  findUserByEmail,
  findUserById,
  insertUser,
  issueOneTimeToken,
  updateUser,
} from '../accounts/public.js';
import { findAdminUser, listUsers } from './admin-users.repository.js';
import { invitationLink, invitationMail } from './invitation-mail.js';

/** Where links in mails point: the configured public URL, or the address the admin used. */
export interface MailContext {
  origin: string;
  language: Language;
}

export async function listAdminUsers(
  ctx: AppContext,
  query: { q?: string; status?: UserStatus; page: number; per_page: number },
): Promise<AdminUserPage> {
  const { items, total } = await listUsers(ctx.db, query);
  return { items, total, page: query.page, per_page: query.per_page };
}

async function adminUserOf(ctx: AppContext, id: string): Promise<AdminUser> {
  const user = await findAdminUser(ctx.db, id);
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

/** Mails a new single-use invitation link to an account that has no password yet. */
export async function sendInvitation(
  ctx: AppContext,
  user: { id: string; name: string; email: string },
  mail: MailContext,
): Promise<void> {
  const token = await issueOneTimeToken(ctx.db, ctx.secret, 'invite', user.id);
  const link = invitationLink(ctx.config.publicUrl ?? mail.origin, user.id, token);
  await ctx.mailer.send(invitationMail(user.email, user.name, link, mail.language));
}

/** Creates the account without a password and mails the invitation. */
export async function inviteUser(
  ctx: AppContext,
  body: InviteUserBody,
  mail: MailContext,
): Promise<AdminUser> {
  if (await findUserByEmail(ctx.db, body.email))
    throw new AppError('EMAIL_TAKEN', {}, { email: 'EMAIL_TAKEN' });
  const row = await insertUser(ctx.db, {
    name: body.name,
    email: body.email,
    role: body.role,
    accountType: body.account_type,
  });
  await sendInvitation(ctx, { id: row.id, name: row.name, email: body.email }, mail);
  return adminUserOf(ctx, row.id);
}

/** Mails the invitation again (a new link) while it is not accepted. */
export async function resendInvitation(ctx: AppContext, id: string, mail: MailContext): Promise<void> {
  const user = await findUserById(ctx.db, id);
  if (!user?.email) throw new AppError('NOT_FOUND');
  if (user.passwordHash) throw new AppError('ACCOUNT_ALREADY_COMPLETE');
  await sendInvitation(ctx, { id: user.id, name: user.name, email: user.email }, mail);
}

/** Deactivates (every session ends at once, on every instance) or reactivates an account. */
export async function setUserActive(
  ctx: AppContext,
  caller: Caller,
  id: string,
  isActive: boolean,
): Promise<AdminUser> {
  if (id === caller.userId) throw new AppError('OWN_ACCOUNT');
  await ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, id);
    if (!user) throw new AppError('NOT_FOUND');
    if (!isActive && user.role === 'admin') await assertNotLastAdmin(tx, id);
    await updateUser(tx, id, { isActive });
  });
  if (isActive) await ctx.sessions.userChanged(id);
  else await ctx.sessions.revokeAllOfUser(id);
  return adminUserOf(ctx, id);
}

/** The same cascade as self-deletion; never one's own account, never the last administrator. */
export async function deleteUserAsAdmin(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  if (id === caller.userId) throw new AppError('OWN_ACCOUNT');
  await deleteAccountCascade(ctx, id);
}

import type {
  Language,
  AuthResult,
  CompleteInfoBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  User,
} from '@awarequest/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/crypto.js';
import { assertPasswordAllowed } from '../sso-domains/public.js';
import { assertEmailVerified, checkCode, consumeCode, consumeVerifiedEmail } from './email-codes.service.js';
import { beginLoginAttempt, forgetLoginFailures } from './login-throttle.js';
import { redeemOneTimeToken } from './one-time-tokens.service.js';
import {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
  toUser,
  updateUser,
  type UserRow,
} from './users.repository.js';

export interface RequestMeta {
  ip: string;
  userAgent?: string;
  /** The language of the request (Accept-Language): kept as the person's preferred language. */
  language?: Language;
}

/**
 * A session for the user. The language of the sign-in becomes the person's preferred language:
 * mail sent without a request (event reminders) is written in it.
 */
async function signIn(ctx: AppContext, user: UserRow, meta: RequestMeta): Promise<AuthResult> {
  if (meta.language && meta.language !== user.preferredLanguage)
    await updateUser(ctx.db, user.id, { preferredLanguage: meta.language });
  const token = await ctx.sessions.create(user.id, meta);
  return { user: toUser(user), token };
}

/**
 * Email (or a child account's username) and password to a session. An unknown name, an
 * account without a password and a wrong password answer alike and take alike long.
 * Failures are throttled per client and address, and slow an attacked account down
 * (login-throttle.ts); a successful login is not counted.
 */
export async function login(ctx: AppContext, body: LoginBody, meta: RequestMeta): Promise<AuthResult> {
  // An email always has an "@" and a username never does, so the two keys cannot collide.
  const account = body.email ?? body.username ?? '';
  const error = body.email === undefined ? 'INVALID_USERNAME_CREDENTIALS' : 'INVALID_CREDENTIALS';
  if (body.email !== undefined)
    await assertPasswordAllowed(ctx, { email: body.email, action: 'password_login', ip: meta.ip });
  const attempt = await beginLoginAttempt(ctx.rateLimits, { account, ip: meta.ip });
  const user =
    body.email === undefined
      ? await findUserByUsername(ctx.db, account)
      : await findUserByEmail(ctx.db, body.email);
  const hash = user?.passwordHash ?? (await decoyPasswordHash());
  const isMatch = await verifyPassword(hash, body.password);
  if (!user?.passwordHash || !isMatch) throw new AppError(error);
  if (!user.isActive) throw new AppError('ACCOUNT_DISABLED');
  await attempt.succeeded();
  return signIn(ctx, user, meta);
}

export async function logout(ctx: AppContext, caller: Caller): Promise<void> {
  await ctx.sessions.revoke(caller.sessionId);
}

export async function getMe(ctx: AppContext, caller: Caller): Promise<User> {
  const user = ctx.sessions.cachedUser(caller.sessionId) ?? (await findUserById(ctx.db, caller.userId));
  if (!user) throw new AppError('UNAUTHORIZED');
  return toUser(user);
}

/**
 * Creates the account of an address proven by POST /VerfiyMail, and signs it in. Before the
 * address is proven, an existing and an unknown email get the same answer after the same
 * work; only the address's owner (who got the code) can learn that it already has an account.
 */
export async function register(ctx: AppContext, body: RegisterBody, meta: RequestMeta): Promise<AuthResult> {
  await ctx.rateLimits.consume('signUpsPerIp', meta.ip);
  await assertPasswordAllowed(ctx, { email: body.email, action: 'sign_up', ip: meta.ip });
  await assertEmailVerified(ctx.db, body.email);
  if (await findUserByEmail(ctx.db, body.email)) {
    throw new AppError('EMAIL_TAKEN', {}, { email: 'EMAIL_TAKEN' });
  }
  const passwordHash = await hashPassword(body.password);
  const user = await ctx.db.transaction(async (tx) => {
    await consumeVerifiedEmail(tx, body.email);
    return insertUser(tx, {
      name: body.name,
      email: body.email,
      passwordHash,
      phone: body.phone,
      dateOfBirth: body.date_of_birth,
      height: body.height,
      weight: body.weight,
      userId: body.user_id,
      group: body.group,
      company: body.company,
      departments: body.departments ?? [],
      positions: body.positions ?? [],
      countries: body.countries ?? [],
      avatar: body.avatar,
      gender: body.gender,
      accountType: body.account_type,
      emailVerifiedAt: new Date(),
    });
  });
  return signIn(ctx, user, meta);
}

/** A mailed reset code and a new password; every session of the account is revoked. */
export async function resetPassword(
  ctx: AppContext,
  body: ResetPasswordBody,
  meta: RequestMeta,
): Promise<void> {
  await assertPasswordAllowed(ctx, { email: body.email, action: 'password_reset', ip: meta.ip });
  const codeId = await checkCode(ctx, { email: body.email, purpose: 'reset', code: body.code, ip: meta.ip });
  const user = await findUserByEmail(ctx.db, body.email);
  if (!user) throw new AppError('CODE_EXPIRED', {}, { code: 'CODE_EXPIRED' });
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    await consumeCode(tx, codeId);
    // A reset code proves the address as well as a sign-up code does.
    await updateUser(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
  });
  await ctx.sessions.revokeAllOfUser(user.id);
  await forgetLoginFailures(ctx.rateLimits, { account: body.email, ip: meta.ip });
}

/**
 * Sets the first password of an account that has none (invited by an admin, or created by
 * SSO). Allowed with the invitation's token, or for the account's own session.
 */
export async function completeInfo(
  ctx: AppContext,
  input: { id: string; body: CompleteInfoBody; caller: Caller | null; meta: RequestMeta },
): Promise<AuthResult> {
  const user = await findUserById(ctx.db, input.id);
  if (!user) throw new AppError('NOT_FOUND');
  if (user.passwordHash) throw new AppError('ACCOUNT_ALREADY_COMPLETE');
  const isOwnSession = input.caller?.userId === user.id;
  if (!isOwnSession) {
    await ctx.rateLimits.consume('codeChecksPerIp', input.meta.ip);
    const invited = input.body.token
      ? await redeemOneTimeToken(ctx.db, ctx.secret, 'invite', input.body.token)
      : undefined;
    if (invited !== user.id) throw new AppError('FORBIDDEN');
  }
  const updated = await updateUser(ctx.db, user.id, {
    passwordHash: await hashPassword(input.body.password),
    // The invitation was mailed to this address, so opening it proves the address.
    emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
  });
  await ctx.sessions.userChanged(user.id);
  return signIn(ctx, updated, input.meta);
}

/** Exchanges the one-time token of the SSO callback for a session. */
export async function ssoLogin(ctx: AppContext, state: string, meta: RequestMeta): Promise<AuthResult> {
  await ctx.rateLimits.consume('codeChecksPerIp', meta.ip);
  const userId = await redeemOneTimeToken(ctx.db, ctx.secret, 'sso', state);
  const user = userId ? await findUserById(ctx.db, userId) : undefined;
  if (!user) throw new AppError('INVALID_SSO_TOKEN');
  if (!user.isActive) throw new AppError('ACCOUNT_DISABLED');
  return signIn(ctx, user, meta);
}

import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES, type CodePurpose, type Language } from '@awarequest/contracts';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { emailCodes } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { keyedHash, randomCode } from '../../lib/crypto.js';
import { assertPasswordAllowed } from '../sso-domains/public.js';
import { codeMail, existingAccountMail } from './mail-templates.js';
import { findUserByEmail } from './users.repository.js';

const MINUTE_MS = 60_000;
/** How long a verified sign-up address stays good for POST /users. */
const VERIFIED_EMAIL_TTL_MINUTES = 60;

type CodeContext = Pick<AppContext, 'db' | 'mailer' | 'rateLimits' | 'secret'>;

/**
 * Mails a new 6-digit code for `purpose`, voiding older ones. Answers alike, and after the
 * same work, whether or not the address has an account, so the endpoint cannot be used to
 * find out who is a user: a code row is written either way (born void when no code may be
 * mailed), and the mail leaves in the background (an existing account asked to sign up
 * again is told so by mail; an unknown address asked to reset gets nothing).
 */
export async function sendCode(
  ctx: CodeContext,
  input: { email: string; purpose: CodePurpose; ip: string; language: Language },
): Promise<void> {
  await ctx.rateLimits.consume('codeSendsPerIp', input.ip);
  // An SSO-only domain signs up and resets through its provider: no code is mailed.
  await assertPasswordAllowed(ctx, {
    email: input.email,
    action: input.purpose === 'verify' ? 'sign_up' : 'password_reset',
    ip: input.ip,
  });
  await ctx.rateLimits.consume('codeResendGapPerEmail', input.email);
  await ctx.rateLimits.consume('codeSendsPerEmail', input.email);

  const hasAccount = (await findUserByEmail(ctx.db, input.email)) !== undefined;
  const mailsCode = input.purpose === 'verify' ? !hasAccount : hasAccount;
  const code = randomCode();
  await ctx.db.transaction(async (tx) => {
    await voidOpenCodes(tx, input.email, input.purpose);
    await tx.insert(emailCodes).values({
      email: input.email,
      purpose: input.purpose,
      codeHash: keyedHash(ctx.secret, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * MINUTE_MS),
      consumedAt: mailsCode ? null : new Date(),
    });
  });
  if (mailsCode) ctx.mailer.deliver(codeMail(input.email, input.purpose, code, input.language));
  else if (input.purpose === 'verify') ctx.mailer.deliver(existingAccountMail(input.email, input.language));
}

async function voidOpenCodes(db: Db, email: string, purpose: CodePurpose) {
  await db
    .update(emailCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)));
}

/**
 * Checks a code against the newest open one for the address. A wrong code counts an
 * attempt; after CODE_MAX_ATTEMPTS the code is void and a new one must be requested.
 * Returns the code's row id.
 */
export async function checkCode(
  ctx: Pick<AppContext, 'db' | 'rateLimits' | 'secret'>,
  input: { email: string; purpose: CodePurpose; code: string; ip: string },
): Promise<string> {
  await ctx.rateLimits.consume('codeChecksPerIp', input.ip);
  const [row] = await ctx.db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.email, input.email),
        eq(emailCodes.purpose, input.purpose),
        isNull(emailCodes.consumedAt),
      ),
    )
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) {
    throw new AppError('CODE_EXPIRED', {}, { code: 'CODE_EXPIRED' });
  }
  // Every check claims an attempt before comparing, in one statement: guesses sent at once
  // cannot all read the same count and together try more than CODE_MAX_ATTEMPTS codes.
  const [claimed] = await ctx.db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, row.id), lt(emailCodes.attempts, CODE_MAX_ATTEMPTS)))
    .returning({ attempts: emailCodes.attempts });
  if (!claimed) throw new AppError('CODE_ATTEMPTS_EXCEEDED');
  if (row.codeHash !== keyedHash(ctx.secret, input.code)) {
    if (claimed.attempts >= CODE_MAX_ATTEMPTS) throw new AppError('CODE_ATTEMPTS_EXCEEDED');
    throw new AppError('INVALID_CODE', {}, { code: 'INVALID_CODE' });
  }
  // The right code is not a failed attempt: give the claimed one back.
  await ctx.db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} - 1` })
    .where(eq(emailCodes.id, row.id));
  return row.id;
}

export async function markVerified(db: Db, codeId: string): Promise<void> {
  await db.update(emailCodes).set({ verifiedAt: new Date() }).where(eq(emailCodes.id, codeId));
}

export async function consumeCode(db: Db, codeId: string): Promise<void> {
  await db.update(emailCodes).set({ consumedAt: new Date() }).where(eq(emailCodes.id, codeId));
}

/** The open, recent verification of `email` for sign-up. */
function verifiedSignUp(email: string) {
  const since = new Date(Date.now() - VERIFIED_EMAIL_TTL_MINUTES * MINUTE_MS);
  return and(
    eq(emailCodes.email, email),
    eq(emailCodes.purpose, 'verify'),
    isNull(emailCodes.consumedAt),
    isNotNull(emailCodes.verifiedAt),
    gt(emailCodes.verifiedAt, since),
  );
}

const notVerified = () => new AppError('EMAIL_NOT_VERIFIED', {}, { email: 'EMAIL_NOT_VERIFIED' });

/** Throws EMAIL_NOT_VERIFIED unless `email` was proven for sign-up (by its mailed code) within the hour. */
export async function assertEmailVerified(db: Db, email: string): Promise<void> {
  const [found] = await db
    .select({ id: emailCodes.id })
    .from(emailCodes)
    .where(verifiedSignUp(email))
    .limit(1);
  if (!found) throw notVerified();
}

/** Uses up a sign-up verification of `email`; throws EMAIL_NOT_VERIFIED when there is none. */
export async function consumeVerifiedEmail(db: Db, email: string): Promise<void> {
  const used = await db
    .update(emailCodes)
    .set({ consumedAt: new Date() })
    .where(verifiedSignUp(email))
    .returning({ id: emailCodes.id });
  if (used.length === 0) throw notVerified();
}

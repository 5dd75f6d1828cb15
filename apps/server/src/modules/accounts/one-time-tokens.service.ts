import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oneTimeTokens } from '../../db/schema.js';
import { keyedHash, randomToken } from '../../lib/crypto.js';

type Purpose = (typeof oneTimeTokens.$inferInsert)['purpose'];

/** How long each kind of token lives: the SSO hand-over is immediate, an invitation is not. */
const TTL_MS: Record<Purpose, number> = { sso: 5 * 60_000, invite: 7 * 24 * 60 * 60_000 };

/** Stores a new single-use token for the user and returns it; only its hash is kept. */
export async function issueOneTimeToken(
  db: Db,
  secret: string,
  purpose: Purpose,
  userId: string,
): Promise<string> {
  const token = randomToken();
  await db.insert(oneTimeTokens).values({
    tokenHash: keyedHash(secret, token),
    purpose,
    userId,
    expiresAt: new Date(Date.now() + TTL_MS[purpose]),
  });
  return token;
}

/**
 * Marks the token used and returns its user, in one statement so two requests racing with
 * the same token cannot both win. Unknown, used or expired tokens return undefined.
 */
export async function redeemOneTimeToken(
  db: Db,
  secret: string,
  purpose: Purpose,
  token: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, keyedHash(secret, token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId;
}

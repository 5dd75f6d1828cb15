import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuditReason } from '@awarequest/contracts';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { wearableConnections, wearableRevocations } from '../../db/schema.js';
import { unseal } from '../../lib/crypto.js';
import { recordAudit } from '../audit/public.js';
import { WEARABLE_ADAPTERS } from './providers/index.js';
import { resolveProvider, revokeToken, type RevocationAnswer } from './wearable-oauth.js';
import type { StoredConnection } from './wearables.repository.js';

/**
 * Ending a grant at its provider, so that it always gets there (issue 28). A grant to end is
 * first queued in `wearable_revocations` (in the transaction that deletes the connection or the
 * account, so it is as durable as the deletion), then tried at once; when the provider does not
 * confirm, the worker (wearable-revocation-worker.ts) tries again with a growing delay until it
 * does, or gives up after RETRY_FOR_MS or when the token would have expired anyway.
 * Every outcome is audited (source `wearables`, action `wearable_revoked`) without the person
 * (the queue keeps no link to them) and without the token.
 */

export type RevocationTrigger = 'disconnected' | 'account_deleted' | 'reconnected';
export type QueuedRevocation = typeof wearableRevocations.$inferSelect;

/** How long a grant is retried at most. */
export const RETRY_FOR_MS = 7 * 24 * 60 * 60_000;
const BACKOFF_BASE_MS = 60_000;
const BACKOFF_MAX_MS = 6 * 60 * 60_000;

/** The wait after the `attempts`-th failed try: 1 min, 2 min, 4 min, … up to 6 hours. */
export const revocationRetryDelayMs = (attempts: number): number =>
  Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);

/** How long a claim holds: one call to the provider (bounded by WEARABLE_TIMEOUT_MS) and a margin. */
export const revocationLeaseMs = (ctx: AppContext) => ctx.config.wearables.timeoutMs + 30_000;

/** The time after which revoking is pointless or has been tried long enough. */
function giveUpAt(grant: StoredConnection, now: Date): Date {
  // A refresh token keeps a grant alive with no end the app knows; an access token alone dies with its expiry.
  const expiry = grant.refreshTokenSealed ? Infinity : (grant.accessExpiresAt?.getTime() ?? Infinity);
  return new Date(Math.min(now.getTime() + RETRY_FOR_MS, expiry));
}

/**
 * Queues the revocation of each grant in `tx`, claimed by the caller for the first try
 * (`attemptRevocations`, once the transaction is committed): the row holds the provider and the
 * token, sealed as it was in the connection; no person, no reading.
 */
export async function queueRevocations(
  ctx: AppContext,
  tx: Db,
  grants: StoredConnection[],
  trigger: RevocationTrigger,
  now = new Date(),
): Promise<QueuedRevocation[]> {
  if (grants.length === 0) return [];
  const lockedBy = randomUUID();
  return tx
    .insert(wearableRevocations)
    .values(
      grants.map((grant) => ({
        provider: grant.provider,
        // Revoking the refresh token ends the whole grant (RFC 7009 §2.1); the access token goes with it.
        tokenSealed: grant.refreshTokenSealed ?? grant.accessTokenSealed,
        trigger,
        attempts: 1,
        nextAttemptAt: now,
        giveUpAt: giveUpAt(grant, now),
        lockedUntil: new Date(now.getTime() + revocationLeaseMs(ctx)),
        lockedBy,
      })),
    )
    .returning();
}

/** One call to the provider; a provider this deployment no longer offers counts as unconfirmed. */
async function callProvider(ctx: AppContext, entry: QueuedRevocation): Promise<RevocationAnswer> {
  const adapter = WEARABLE_ADAPTERS[entry.provider];
  const config = ctx.config.wearables.providers[entry.provider];
  if (!adapter || !config) return 'unconfirmed';
  try {
    const token = unseal(ctx.secret, entry.tokenSealed);
    return await revokeToken(resolveProvider(adapter, config), token, ctx.config.wearables.timeoutMs);
  } catch {
    return 'unconfirmed';
  }
}

/**
 * Records a try's outcome for an entry this instance holds: done (revoked, or the token was
 * invalid already) or out of time removes the entry; otherwise its next try is planned.
 * `isFirst` keeps the first try's audit as before the queue (reason `provider_unconfirmed`).
 */
async function settle(
  ctx: AppContext,
  entry: QueuedRevocation,
  answer: RevocationAnswer,
  now: Date,
  isFirst: boolean,
): Promise<boolean> {
  const held = and(
    eq(wearableRevocations.id, entry.id),
    eq(wearableRevocations.lockedBy, entry.lockedBy ?? ''),
  );
  const isDone = answer !== 'unconfirmed';
  const next = new Date(now.getTime() + revocationRetryDelayMs(entry.attempts));
  const isOver = !isDone && next >= entry.giveUpAt;
  if (isDone || isOver) await ctx.db.delete(wearableRevocations).where(held);
  else
    await ctx.db
      .update(wearableRevocations)
      .set({ nextAttemptAt: next, lockedUntil: null, lockedBy: null })
      .where(held);
  let reason: AuditReason | null = null;
  if (isOver) reason = 'revocation_given_up';
  else if (!isDone) reason = isFirst ? 'provider_unconfirmed' : 'retry_unconfirmed';
  // A failed audit write must not stop the queue nor turn a committed deletion into an error.
  await recordAudit(ctx.db, {
    source: 'wearables',
    action: 'wearable_revoked',
    outcome: isDone ? 'ok' : 'refused',
    reason,
    details: {
      provider: entry.provider,
      trigger: entry.trigger,
      ...(isFirst ? {} : { attempt: entry.attempts }),
      ...(answer === 'already_invalid' ? { answer } : {}),
    },
  }).catch(() => undefined);
  return isDone;
}

/** The first try of freshly queued entries; true for each grant the provider confirmed gone. */
export function attemptRevocations(ctx: AppContext, queued: QueuedRevocation[]): Promise<boolean[]> {
  return Promise.all(
    queued.map(async (entry) => settle(ctx, entry, await callProvider(ctx, entry), new Date(), true)),
  );
}

/** Queues and tries at once, outside any transaction (a replaced connection's old grant). */
export async function revokeWithRetry(
  ctx: AppContext,
  grants: StoredConnection[],
  trigger: RevocationTrigger,
): Promise<boolean[]> {
  return attemptRevocations(ctx, await queueRevocations(ctx, ctx.db, grants, trigger));
}

/**
 * Claims up to `batch` due entries for this instance (a lease, so however many instances poll,
 * one holds an entry; an entry whose holder died is due again when its lease ends) and tries
 * each once. Returns how many were tried.
 */
export async function retryDueRevocations(ctx: AppContext, now: Date, batch = 20): Promise<number> {
  const lockedBy = randomUUID();
  const due = sql`select id from ${wearableRevocations}
    where next_attempt_at <= ${now} and (locked_until is null or locked_until < ${now})
    order by next_attempt_at, id limit ${batch} for update skip locked`;
  const claimed = await ctx.db
    .update(wearableRevocations)
    .set({
      lockedUntil: new Date(now.getTime() + revocationLeaseMs(ctx)),
      lockedBy,
      attempts: sql`${wearableRevocations.attempts} + 1`,
    })
    .where(sql`${wearableRevocations.id} in (${due})`)
    .returning();
  await Promise.all(
    claimed.map(async (entry) => settle(ctx, entry, await callProvider(ctx, entry), now, false)),
  );
  return claimed.length;
}

/**
 * Queues, inside the deleting transaction, the revocation of the wearable grants of accounts
 * about to be deleted: the connections (and their tokens) go with the accounts, the queue keeps
 * only what the revocation needs. Tried once the deletion is committed (`revokeGrantsOfDeletedAccounts`).
 */
export async function queueGrantRevocations(
  ctx: AppContext,
  tx: Db,
  userIds: string[],
): Promise<QueuedRevocation[]> {
  if (userIds.length === 0) return [];
  // Locked: a token refresh running now waits, then finds the row gone, so the token read
  // here is the one the provider knows.
  const grants = await tx
    .select()
    .from(wearableConnections)
    .where(inArray(wearableConnections.userId, userIds))
    .for('update');
  return queueRevocations(ctx, tx, grants, 'account_deleted');
}

/**
 * The first try to revoke the grants of deleted accounts: a provider that is down or refuses
 * never undoes a deletion (each call is bounded by WEARABLE_TIMEOUT_MS); the worker tries again.
 */
export async function revokeGrantsOfDeletedAccounts(
  ctx: AppContext,
  queued: QueuedRevocation[],
): Promise<void> {
  await attemptRevocations(ctx, queued).catch(() => undefined);
}

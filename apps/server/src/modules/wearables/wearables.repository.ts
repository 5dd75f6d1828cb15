import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { wearableAuthorizations, wearableConnections } from '../../db/schema.js';

export type StoredConnection = typeof wearableConnections.$inferSelect;

export async function insertAuthorization(db: Db, row: typeof wearableAuthorizations.$inferInsert) {
  // A person's unfinished older attempts are dropped: only the latest consent screen counts.
  await db.delete(wearableAuthorizations).where(eq(wearableAuthorizations.userId, row.userId));
  await db.insert(wearableAuthorizations).values(row);
}

/**
 * Marks a state used and returns its row, in one statement so a replayed callback (or two
 * racing ones) cannot both win. Unknown, used, expired or another person's states: undefined.
 */
export async function redeemAuthorization(db: Db, stateHash: string, userId: string) {
  const [row] = await db
    .update(wearableAuthorizations)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(wearableAuthorizations.stateHash, stateHash),
        eq(wearableAuthorizations.userId, userId),
        isNull(wearableAuthorizations.usedAt),
        gt(wearableAuthorizations.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}

export async function findConnection(db: Db, userId: string): Promise<StoredConnection | undefined> {
  const [row] = await db.select().from(wearableConnections).where(eq(wearableConnections.userId, userId));
  return row;
}

/** Stores a new connection, replacing an older one (its tokens are returned for revocation). */
export async function saveConnection(db: Db, row: typeof wearableConnections.$inferInsert) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(wearableConnections)
      .where(eq(wearableConnections.userId, row.userId))
      .for('update');
    const values = { ...row, tokenVersion: (before?.tokenVersion ?? 0) + 1, refreshLeaseUntil: null };
    await tx
      .insert(wearableConnections)
      .values(values)
      .onConflictDoUpdate({ target: wearableConnections.userId, set: values });
    return before;
  });
}

/**
 * Claims the right to spend the refresh token of `version` for `leaseMs`: only one instance
 * wins, the others wait for its result. False when the version moved on or a lease is running.
 */
export async function claimRefresh(
  db: Db,
  userId: string,
  version: number,
  leaseMs: number,
): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(wearableConnections)
    .set({ refreshLeaseUntil: new Date(now.getTime() + leaseMs) })
    .where(
      and(
        eq(wearableConnections.userId, userId),
        eq(wearableConnections.tokenVersion, version),
        or(isNull(wearableConnections.refreshLeaseUntil), lt(wearableConnections.refreshLeaseUntil, now)),
      ),
    )
    .returning({ userId: wearableConnections.userId });
  return rows.length === 1;
}

/** Compare-and-swap: stores refreshed tokens only over `version`; false when someone else did first. */
export async function swapTokens(
  db: Db,
  userId: string,
  version: number,
  tokens: Pick<StoredConnection, 'accessTokenSealed' | 'refreshTokenSealed' | 'accessExpiresAt'>,
): Promise<boolean> {
  const rows = await db
    .update(wearableConnections)
    .set({ ...tokens, tokenVersion: version + 1, refreshLeaseUntil: null })
    .where(and(eq(wearableConnections.userId, userId), eq(wearableConnections.tokenVersion, version)))
    .returning({ userId: wearableConnections.userId });
  return rows.length === 1;
}

/** Gives a lease back after a failed refresh, so the next try need not wait it out. */
export async function releaseRefresh(db: Db, userId: string, version: number) {
  await db
    .update(wearableConnections)
    .set({ refreshLeaseUntil: null })
    .where(and(eq(wearableConnections.userId, userId), eq(wearableConnections.tokenVersion, version)));
}

export async function saveReading(db: Db, userId: string, readingSealed: string) {
  await db
    .update(wearableConnections)
    .set({ readingSealed, lastSyncAt: new Date() })
    .where(eq(wearableConnections.userId, userId));
}

export async function deleteConnection(db: Db, userId: string): Promise<StoredConnection | undefined> {
  const [row] = await db
    .delete(wearableConnections)
    .where(eq(wearableConnections.userId, userId))
    .returning();
  return row;
}

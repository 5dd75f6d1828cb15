import { lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { samlUsedAssertions } from '../../../db/schema.js';

/**
 * Marks an assertion ID as used: true the first time, false ever after, on every instance
 * (the table's primary key decides, not a read before the write). The row stays until the
 * assertion has expired, when it could not be accepted anyway.
 */
export async function claimAssertion(
  db: Db,
  claim: { connectionId: string; assertionId: string; expiresAt: Date },
  now: Date = new Date(),
): Promise<boolean> {
  await db.delete(samlUsedAssertions).where(lt(samlUsedAssertions.expiresAt, now));
  const rows = await db
    .insert(samlUsedAssertions)
    .values({ ...claim, usedAt: now })
    .onConflictDoNothing()
    .returning({ assertionId: samlUsedAssertions.assertionId });
  return rows.length > 0;
}

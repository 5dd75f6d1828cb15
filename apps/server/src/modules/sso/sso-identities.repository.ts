import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ssoIdentities } from '../../db/schema.js';

/** The account a provider's subject signs in to, if it was seen before. */
export async function findLinkedUserId(
  db: Db,
  connectionId: string,
  subject: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: ssoIdentities.userId })
    .from(ssoIdentities)
    .where(and(eq(ssoIdentities.connectionId, connectionId), eq(ssoIdentities.subject, subject)));
  return row?.userId;
}

export async function linkIdentity(
  db: Db,
  connectionId: string,
  subject: string,
  userId: string,
): Promise<void> {
  await db
    .insert(ssoIdentities)
    .values({ connectionId, subject, userId, lastSignInAt: new Date() })
    .onConflictDoNothing();
}

export async function touchIdentity(db: Db, connectionId: string, subject: string): Promise<void> {
  await db
    .update(ssoIdentities)
    .set({ lastSignInAt: new Date() })
    .where(and(eq(ssoIdentities.connectionId, connectionId), eq(ssoIdentities.subject, subject)));
}

import type { CacheItem, CacheProvider } from '@node-saml/node-saml';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { samlRequests } from '../../../db/schema.js';

/** How long an AuthnRequest may wait for its answer (a person signing in at the IdP). */
export const SAML_REQUEST_TTL_MS = 10 * 60_000;

/**
 * node-saml's store of the AuthnRequest IDs it sent, kept in the database so the response
 * may reach any instance. node-saml saves an ID when it builds a request, reads it when a
 * response says `InResponseTo` it, and removes it then, so each ID answers once. An ID is
 * bound to its connection: another connection's ACS does not accept it.
 */
export function samlRequestStore(
  db: Db,
  connectionId: string,
  now: () => Date = () => new Date(),
): CacheProvider {
  const ofConnection = (id: string) =>
    and(eq(samlRequests.id, id), eq(samlRequests.connectionId, connectionId));
  return {
    async saveAsync(id: string, value: string): Promise<CacheItem | null> {
      const createdAt = now();
      await db.delete(samlRequests).where(lt(samlRequests.expiresAt, createdAt));
      const rows = await db
        .insert(samlRequests)
        .values({
          id,
          connectionId,
          createdAt,
          expiresAt: new Date(createdAt.getTime() + SAML_REQUEST_TTL_MS),
        })
        .onConflictDoNothing()
        .returning({ id: samlRequests.id });
      return rows.length ? { value, createdAt: createdAt.getTime() } : null;
    },
    async getAsync(id: string): Promise<string | null> {
      const [row] = await db
        .select({ createdAt: samlRequests.createdAt })
        .from(samlRequests)
        .where(and(ofConnection(id), gt(samlRequests.expiresAt, now())));
      return row ? row.createdAt.toISOString() : null;
    },
    async removeAsync(id: string | null): Promise<string | null> {
      if (!id) return null;
      const [row] = await db.delete(samlRequests).where(ofConnection(id)).returning({ id: samlRequests.id });
      return row?.id ?? null;
    },
  };
}

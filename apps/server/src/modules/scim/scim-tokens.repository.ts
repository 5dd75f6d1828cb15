import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ScimToken } from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { scimTokens } from '../../db/schema.js';
import { keyedHash } from '../../lib/crypto.js';

type TokenRow = typeof scimTokens.$inferSelect;

const toView = (row: TokenRow): ScimToken => ({
  id: row.id,
  label: row.label,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

export async function listScimTokens(db: Db): Promise<ScimToken[]> {
  const rows = await db.select().from(scimTokens).orderBy(desc(scimTokens.createdAt));
  return rows.map(toView);
}

/** Makes a token; only its keyed hash is stored, so the returned token is shown once. */
export async function insertScimToken(
  db: Db,
  secret: string,
  input: { label: string; createdBy: string },
): Promise<{ token: string; item: ScimToken }> {
  const token = `scim_${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(scimTokens)
    .values({ label: input.label, createdBy: input.createdBy, tokenHash: keyedHash(secret, token) })
    .returning();
  if (!row) throw new Error('scim token insert returned no row');
  return { token, item: toView(row) };
}

export async function revokeScimToken(db: Db, id: string): Promise<ScimToken | undefined> {
  const [row] = await db
    .update(scimTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(scimTokens.id, id), isNull(scimTokens.revokedAt)))
    .returning();
  return row && toView(row);
}

/** The live token a bearer value names (marking it used), or undefined. */
export async function useScimToken(db: Db, secret: string, token: string): Promise<string | undefined> {
  const [row] = await db
    .update(scimTokens)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(scimTokens.tokenHash, keyedHash(secret, token)), isNull(scimTokens.revokedAt)))
    .returning({ id: scimTokens.id });
  return row?.id;
}

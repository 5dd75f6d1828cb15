import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ssoConnections } from '../../db/schema.js';
import { seal, unseal } from '../../lib/crypto.js';

export type SsoConnectionRow = typeof ssoConnections.$inferSelect;
export type NewSsoConnectionRow = typeof ssoConnections.$inferInsert;

/**
 * The connection the OIDC_* variables describe keeps this id, so its linked identities and
 * audit entries survive restarts and a change of those variables.
 */
export const ENV_CONNECTION_ID = '00000000-0000-4000-8000-00000000e0e1';

/** An OIDC connection's `config` (never a secret: that is `secretSealed`). */
export interface OidcConnectionConfig {
  issuer: string;
  clientId: string;
  scopes: string;
  /** Sign out at the provider's end-session endpoint too. */
  endSession: boolean;
}

export function listSsoConnections(db: Db): Promise<SsoConnectionRow[]> {
  return db.select().from(ssoConnections).orderBy(asc(ssoConnections.createdAt), asc(ssoConnections.id));
}

export async function findSsoConnection(db: Db, id: string): Promise<SsoConnectionRow | undefined> {
  // A malformed id is simply unknown (the column is a uuid: PostgreSQL would refuse the query).
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await db.select().from(ssoConnections).where(eq(ssoConnections.id, id));
  return row;
}

export async function insertSsoConnection(db: Db, values: NewSsoConnectionRow): Promise<SsoConnectionRow> {
  const [row] = await db.insert(ssoConnections).values(values).returning();
  if (!row) throw new Error('sso connection insert returned no row');
  return row;
}

export async function updateSsoConnection(
  db: Db,
  id: string,
  values: Partial<NewSsoConnectionRow>,
): Promise<SsoConnectionRow | undefined> {
  const [row] = await db
    .update(ssoConnections)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(ssoConnections.id, id))
    .returning();
  return row;
}

export async function deleteSsoConnection(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(ssoConnections)
    .where(eq(ssoConnections.id, id))
    .returning({ id: ssoConnections.id });
  return rows.length > 0;
}

/**
 * Writes the OIDC_* connection at start: its protocol fields and secret come from the
 * environment every time; label, domains, mapping and policy an admin changed are kept.
 */
export async function upsertEnvSsoConnection(
  db: Db,
  serverSecret: string,
  env: { label: string; config: OidcConnectionConfig; clientSecret: string | undefined },
): Promise<void> {
  const secretSealed = env.clientSecret ? seal(serverSecret, env.clientSecret) : null;
  const existing = await findSsoConnection(db, ENV_CONNECTION_ID);
  const config = { ...env.config, source: 'env' };
  // Whether to sign out at the provider too is the admin's choice, kept across restarts.
  if (existing)
    await updateSsoConnection(db, ENV_CONNECTION_ID, {
      config: { ...config, endSession: existing.config.endSession !== false },
      secretSealed,
    });
  else
    await db
      .insert(ssoConnections)
      .values({ id: ENV_CONNECTION_ID, protocol: 'oidc', label: env.label, config, secretSealed })
      .onConflictDoNothing();
}

export const sealClientSecret = (serverSecret: string, clientSecret: string): string =>
  seal(serverSecret, clientSecret);

/** The connection's client secret in clear, for the token request only; undefined when none. */
export function clientSecretOf(serverSecret: string, row: SsoConnectionRow): string | undefined {
  return row.secretSealed ? unseal(serverSecret, row.secretSealed) : undefined;
}

/** The OIDC settings of a row, or undefined when the row is not a usable OIDC connection. */
export function oidcConfigOf(row: SsoConnectionRow): OidcConnectionConfig | undefined {
  if (row.protocol !== 'oidc') return undefined;
  const { issuer, clientId, scopes, endSession } = row.config;
  if (typeof issuer !== 'string' || typeof clientId !== 'string') return undefined;
  return {
    issuer,
    clientId,
    scopes: typeof scopes === 'string' && scopes.trim() ? scopes : 'openid email profile',
    endSession: endSession === true,
  };
}

export const isEnvConnection = (row: SsoConnectionRow): boolean => row.config.source === 'env';

import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { ssoConnections } from '../../db/schema.js';
import {
  ENV_CONNECTION_ID,
  findSsoConnection,
  upsertEnvSsoConnection,
} from './sso-connections.repository.js';

/**
 * Writes the OIDC_* connection at start (every instance does; the write is idempotent). When
 * the variables are gone, the connection stays for its linked accounts but is switched off
 * and becomes an ordinary one an admin may change or delete.
 */
export async function syncEnvSsoConnection(ctx: AppContext): Promise<void> {
  const env = ctx.config.oidc;
  if (env) {
    await upsertEnvSsoConnection(ctx.db, ctx.secret, {
      label: env.label,
      clientSecret: env.clientSecret,
      config: { issuer: env.issuer, clientId: env.clientId, scopes: env.scopes, endSession: true },
    });
    return;
  }
  const row = await findSsoConnection(ctx.db, ENV_CONNECTION_ID);
  if (row?.config.source !== 'env') return;
  const config = Object.fromEntries(Object.entries(row.config).filter(([key]) => key !== 'source'));
  await ctx.db
    .update(ssoConnections)
    .set({ config, enabled: false, updatedAt: new Date() })
    .where(eq(ssoConnections.id, ENV_CONNECTION_ID));
}

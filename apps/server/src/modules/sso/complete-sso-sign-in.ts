import type { AppContext } from '../../app-context.js';
import { safeReturnPath } from '@awarequest/contracts';
import { issueOneTimeToken, type RequestMeta } from '../accounts/public.js';
import { recordAudit } from '../audit/public.js';
import { withQueryParam } from './return-path.js';
import { findSsoConnection } from './sso-connections.repository.js';
import type { SsoIdentity } from './sso-identity.js';
import { resolveSsoAccount } from './sso-accounts.js';
import { resolveLookupValues } from './sso-lookup-values.js';
import { mapProfile } from './sso-profile-mapping.js';
import { refuseSsoSignIn } from './sso-refusal.js';

/** The query parameter the SPA exchanges through POST /sso/login (docs/product.md §7). */
const TOKEN_PARAM = 'token';

/**
 * Turns a checked provider answer into a signed-in browser (docs/product.md §10): finds the
 * account by its linked identity, links an existing one by a verified email of an allowed
 * domain, or creates one; fills the mapped profile fields; writes the audit entries; and
 * returns the allow-listed return path with a one-time `?token=` for the SPA. A refusal the
 * person should see returns the error page's address instead (never throws for it).
 */
export async function completeSsoSignIn(
  ctx: AppContext,
  identity: SsoIdentity,
  returnTo: string | undefined,
  meta: RequestMeta,
): Promise<string> {
  const { protocol } = identity;
  const connection = await findSsoConnection(ctx.db, identity.connectionId);
  if (!connection)
    return refuseSsoSignIn(
      ctx,
      { protocol, reason: 'unknown_connection', details: { connection: identity.connectionId } },
      meta,
    );
  const connectionId = connection.id;
  if (!connection.enabled)
    return refuseSsoSignIn(ctx, { protocol, connectionId, reason: 'connection_disabled' }, meta);

  const profile = mapProfile(identity.attributes, connection.attributeMapping);
  const lookups = await resolveLookupValues(ctx, profile, connection.unknownLookupValues);
  if (!lookups.ok)
    return refuseSsoSignIn(
      ctx,
      {
        protocol,
        connectionId,
        reason: 'unknown_lookup_value',
        details: { field: lookups.field, value: lookups.value },
      },
      meta,
    );

  const account = await resolveSsoAccount(ctx, connection, identity, lookups.values);
  if (!account.ok)
    return refuseSsoSignIn(
      ctx,
      {
        protocol,
        connectionId,
        reason: account.reason,
        subjectUserId: account.userId,
        details: { subject: identity.subject, email: identity.email ?? null },
      },
      meta,
    );

  const audit = {
    source: protocol,
    outcome: 'ok' as const,
    connectionId,
    subjectUserId: account.user.id,
    ip: meta.ip,
  };
  for (const added of lookups.added)
    await recordAudit(ctx.db, {
      ...audit,
      action: 'lookup_added',
      details: { list: added.list, value: added.value },
    });
  for (const change of account.changes) await recordAudit(ctx.db, { ...audit, ...change });
  await recordAudit(ctx.db, { ...audit, action: 'sign_in', details: { subject: identity.subject } });

  const token = await issueOneTimeToken(ctx.db, ctx.secret, 'sso', account.user.id);
  return withQueryParam(safeReturnPath(returnTo), TOKEN_PARAM, token);
}

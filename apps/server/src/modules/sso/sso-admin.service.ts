import type {
  OidcConnectionBody,
  SsoConnection,
  SsoConnectionList,
  SsoSharedFields,
} from '@awarequest/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/public.js';
import { oidcRedirectUri } from './oidc/oidc-flow.js';
import {
  deleteSsoConnection,
  findSsoConnection,
  insertSsoConnection,
  isEnvConnection,
  listSsoConnections,
  oidcConfigOf,
  sealClientSecret,
  updateSsoConnection,
  type NewSsoConnectionRow,
  type SsoConnectionRow,
} from './sso-connections.repository.js';

/** A connection as the admin screen shows it: never the secret, only whether there is one. */
export function toSsoConnection(row: SsoConnectionRow): SsoConnection {
  const oidc = oidcConfigOf(row);
  return {
    id: row.id,
    protocol: row.protocol,
    source: isEnvConnection(row) ? 'env' : 'admin',
    label: row.label,
    enabled: row.enabled,
    allowed_domains: row.allowedDomains,
    attribute_mapping: row.attributeMapping,
    unknown_lookup_values: row.unknownLookupValues,
    oidc: oidc
      ? {
          issuer: oidc.issuer,
          client_id: oidc.clientId,
          scopes: oidc.scopes,
          has_secret: row.secretSealed !== null,
          end_session: oidc.endSession,
        }
      : null,
    saml: row.protocol === 'saml' ? row.config : null,
  };
}

export async function listConnections(ctx: AppContext, origin: string): Promise<SsoConnectionList> {
  const rows = await listSsoConnections(ctx.db);
  return { connections: rows.map(toSsoConnection), oidc_redirect_uri: oidcRedirectUri(ctx, origin) };
}

export async function getConnection(ctx: AppContext, id: string): Promise<SsoConnection> {
  const row = await findSsoConnection(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toSsoConnection(row);
}

/** The shared fields as columns (h4's SAML screen saves through this too). */
export const sharedColumns = (body: SsoSharedFields): Partial<NewSsoConnectionRow> => ({
  label: body.label,
  enabled: body.enabled,
  allowedDomains: [...new Set(body.allowed_domains)],
  attributeMapping: Object.fromEntries(Object.entries(body.attribute_mapping).filter(([, claim]) => claim)),
  unknownLookupValues: body.unknown_lookup_values,
});

const oidcColumns = (body: OidcConnectionBody) => ({
  config: {
    issuer: body.issuer,
    clientId: body.client_id,
    scopes: body.scopes,
    endSession: body.end_session,
  },
});

async function audit(
  ctx: AppContext,
  caller: Caller,
  action: string,
  row: SsoConnectionRow,
  fields: string[],
) {
  await recordAudit(ctx.db, {
    source: 'admin',
    action,
    outcome: 'ok',
    actorUserId: caller.userId,
    connectionId: action === 'connection_deleted' ? null : row.id,
    details: { connection: row.id, label: row.label, protocol: row.protocol, fields },
  });
}

export async function createOidcConnection(ctx: AppContext, caller: Caller, body: OidcConnectionBody) {
  const row = await insertSsoConnection(ctx.db, {
    protocol: 'oidc',
    ...sharedColumns(body),
    label: body.label,
    ...oidcColumns(body),
    secretSealed: body.client_secret ? sealClientSecret(ctx.secret, body.client_secret) : null,
  });
  await audit(
    ctx,
    caller,
    'connection_created',
    row,
    Object.keys(body).filter((key) => key !== 'client_secret'),
  );
  return toSsoConnection(row);
}

/**
 * Saves an OIDC connection. A blank secret keeps the stored one. The OIDC_* connection keeps
 * its provider fields from the environment: only the shared fields change.
 */
export async function updateOidcConnection(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: OidcConnectionBody,
) {
  const row = await findSsoConnection(ctx.db, id);
  if (!row || row.protocol !== 'oidc') throw new AppError('NOT_FOUND');
  const isEnv = isEnvConnection(row);
  const changes: Partial<NewSsoConnectionRow> = isEnv
    ? { ...sharedColumns(body), config: { ...row.config, endSession: body.end_session } }
    : {
        ...sharedColumns(body),
        ...oidcColumns(body),
        ...(body.client_secret ? { secretSealed: sealClientSecret(ctx.secret, body.client_secret) } : {}),
      };
  const updated = await updateSsoConnection(ctx.db, id, changes);
  if (!updated) throw new AppError('NOT_FOUND');
  const fields = Object.keys(changes).concat(body.client_secret && !isEnv ? ['client_secret'] : []);
  await audit(
    ctx,
    caller,
    'connection_updated',
    updated,
    fields.filter((field) => field !== 'secretSealed'),
  );
  return toSsoConnection(updated);
}

export async function removeConnection(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  const row = await findSsoConnection(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (isEnvConnection(row)) throw new AppError('SSO_CONNECTION_FROM_ENV');
  await deleteSsoConnection(ctx.db, id);
  await audit(ctx, caller, 'connection_deleted', row, []);
}

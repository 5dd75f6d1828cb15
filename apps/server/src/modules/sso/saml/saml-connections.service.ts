import { randomUUID } from 'node:crypto';
import { samlConnectionBodySchema, type SamlConnection } from '@awarequest/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { AppError } from '../../../lib/app-error.js';
import { recordAudit } from '../../audit/public.js';
import {
  findSsoConnection,
  insertSsoConnection,
  updateSsoConnection,
  type SsoConnectionRow,
} from '../sso-connections.repository.js';
import { sharedColumns } from '../sso-admin.service.js';
import { describeCertificate, fetchIdpMetadata, parseIdpMetadata } from './idp-metadata.js';
import {
  samlConfigOf,
  spAddressesFor,
  type SamlConnectionConfig,
  type SamlIdpSettings,
} from './saml-connection-config.js';

type SamlBody = z.output<typeof samlConnectionBodySchema>;

/** The IdP settings a form gives: read from its URL, or its pasted XML; undefined with neither. */
async function idpFromBody(body: SamlBody): Promise<SamlIdpSettings | undefined> {
  if (body.metadata_url) return fetchIdpMetadata(body.metadata_url);
  if (body.metadata_xml) return parseIdpMetadata(body.metadata_xml);
  return undefined;
}

/** A SAML connection as the admin screen shows it. */
export function toSamlConnection(row: SsoConnectionRow, config: SamlConnectionConfig): SamlConnection {
  return {
    id: row.id,
    label: row.label,
    enabled: row.enabled,
    allowed_domains: row.allowedDomains,
    attribute_mapping: row.attributeMapping,
    unknown_lookup_values: row.unknownLookupValues,
    sp_entity_id: config.spEntityId,
    acs_url: config.acsUrl,
    metadata_address: config.spEntityId,
    idp: config.idp && {
      entity_id: config.idp.entityId,
      sso_url: config.idp.ssoUrl,
      certificates: config.idp.certificates.map(describeCertificate),
    },
    metadata_url: config.metadataUrl,
    email_attribute: config.emailAttribute,
    email_verified: config.emailVerified,
  };
}

async function findSaml(ctx: AppContext, id: string) {
  const row = await findSsoConnection(ctx.db, id);
  const config = row && samlConfigOf(row);
  if (!row || !config) throw new AppError('NOT_FOUND');
  return { row, config };
}

export async function getSamlConnection(ctx: AppContext, id: string): Promise<SamlConnection> {
  const { row, config } = await findSaml(ctx, id);
  return toSamlConnection(row, config);
}

/**
 * Makes a SAML connection. Its id is chosen first, because our entity ID and ACS URL (what
 * the admin enters at the IdP) carry it; `publicBase` is PUBLIC_URL or the admin's address.
 */
export async function createSamlConnection(
  ctx: AppContext,
  body: SamlBody,
  publicBase: string,
  actorUserId: string,
): Promise<SamlConnection> {
  const id = randomUUID();
  const config: SamlConnectionConfig = {
    ...spAddressesFor(publicBase, id),
    idp: (await idpFromBody(body)) ?? null,
    metadataUrl: body.metadata_url ?? null,
    emailAttribute: body.email_attribute,
    emailVerified: body.email_verified,
  };
  const row = await insertSsoConnection(ctx.db, {
    id,
    protocol: 'saml',
    ...sharedColumns(body),
    label: body.label,
    config: { ...config },
  });
  await recordAudit(ctx.db, {
    source: 'admin',
    action: 'connection_created',
    outcome: 'ok',
    actorUserId,
    connectionId: id,
    details: { protocol: 'saml', label: body.label, idp: config.idp?.entityId ?? null },
  });
  return toSamlConnection(row, config);
}

/** Changes a SAML connection; its IdP settings are read again when the form names metadata. */
export async function updateSamlConnection(
  ctx: AppContext,
  id: string,
  body: SamlBody,
  actorUserId: string,
): Promise<SamlConnection> {
  const existing = await findSaml(ctx, id);
  const idp = await idpFromBody(body);
  const config: SamlConnectionConfig = {
    ...existing.config,
    idp: idp ?? existing.config.idp,
    metadataUrl: body.metadata_url ?? (body.metadata_xml ? null : existing.config.metadataUrl),
    emailAttribute: body.email_attribute,
    emailVerified: body.email_verified,
  };
  const row = await updateSsoConnection(ctx.db, id, { ...sharedColumns(body), config: { ...config } });
  if (!row) throw new AppError('NOT_FOUND');
  await recordAudit(ctx.db, {
    source: 'admin',
    action: 'connection_updated',
    outcome: 'ok',
    actorUserId,
    connectionId: id,
    details: {
      protocol: 'saml',
      label: body.label,
      idp: config.idp?.entityId ?? null,
      metadata_read: idp !== undefined,
    },
  });
  return toSamlConnection(row, config);
}

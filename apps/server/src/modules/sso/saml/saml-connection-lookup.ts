import type { SsoRefusalReason } from '@awarequest/contracts';
import type { Db } from '../../../db/client.js';
import { findSsoConnection } from '../sso-connections.repository.js';
import { samlConfigOf, type SamlConnectionConfig, type SamlIdpSettings } from './saml-connection-config.js';

export type UsableSamlConnection =
  | { ok: true; connectionId: string; config: SamlConnectionConfig; idp: SamlIdpSettings }
  | { ok: false; reason: SsoRefusalReason; connectionId?: string };

/**
 * The SAML connection a sign-in address names, when it can sign someone in: it exists, is
 * SAML, is enabled and has its IdP's metadata. Otherwise why not, for the error page.
 */
export async function usableSamlConnection(db: Db, connectionId: string): Promise<UsableSamlConnection> {
  const row = await findSsoConnection(db, connectionId);
  const config = row && samlConfigOf(row);
  if (!row || !config) return { ok: false, reason: 'unknown_connection' };
  if (!row.enabled || !config.idp) return { ok: false, reason: 'connection_disabled', connectionId: row.id };
  return { ok: true, connectionId: row.id, config, idp: config.idp };
}

import { API_BASE, samlPaths } from '@awarequest/contracts';
import type { SsoConnectionRow } from '../sso-connections.repository.js';

/** The IdP as its metadata describes it (docs/product.md §11). */
export interface SamlIdpSettings {
  entityId: string;
  ssoUrl: string;
  /** The signing certificates, PEM: any of them may sign (an IdP rolls its key over). */
  certificates: string[];
}

/** A SAML connection's `config` column: no secret in it (we hold no SP key). */
export interface SamlConnectionConfig {
  /** Our entity ID (the metadata's address) and ACS URL, fixed when the connection was made. */
  spEntityId: string;
  acsUrl: string;
  idp: SamlIdpSettings | null;
  metadataUrl: string | null;
  emailAttribute: string;
  /** The admin's word that this IdP only asserts verified addresses (SAML has no `email_verified`). */
  emailVerified: boolean;
}

const connectionPath = (template: string, connectionId: string): string =>
  API_BASE + template.replace(':connectionId', connectionId);

/**
 * Our SP addresses of a connection, from the site's public address: PUBLIC_URL, or the
 * address the admin used when making the connection. They are stored with the connection,
 * so a response is never checked against what a request's Host header claims.
 */
export function spAddressesFor(publicBase: string, connectionId: string) {
  const base = publicBase.replace(/\/+$/, '');
  return {
    spEntityId: base + connectionPath(samlPaths.metadata, connectionId),
    acsUrl: base + connectionPath(samlPaths.acs, connectionId),
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';

function idpOf(value: unknown): SamlIdpSettings | null {
  if (!value || typeof value !== 'object') return null;
  const { entityId, ssoUrl, certificates } = value as Record<string, unknown>;
  if (!isText(entityId) || !isText(ssoUrl) || !Array.isArray(certificates)) return null;
  const pems = certificates.filter(isText);
  return pems.length ? { entityId, ssoUrl, certificates: pems } : null;
}

/** The SAML settings of a row, or undefined when the row is not a SAML connection. */
export function samlConfigOf(row: SsoConnectionRow): SamlConnectionConfig | undefined {
  if (row.protocol !== 'saml') return undefined;
  const { spEntityId, acsUrl, metadataUrl, emailAttribute, emailVerified } = row.config;
  if (!isText(spEntityId) || !isText(acsUrl)) return undefined;
  return {
    spEntityId,
    acsUrl,
    idp: idpOf(row.config.idp),
    metadataUrl: isText(metadataUrl) ? metadataUrl : null,
    emailAttribute: isText(emailAttribute) ? emailAttribute : '',
    emailVerified: emailVerified === true,
  };
}

import { SAML, ValidateInResponseTo, generateServiceProviderMetadata } from '@node-saml/node-saml';
import type { Db } from '../../../db/client.js';
import type { SamlConnectionConfig, SamlIdpSettings } from './saml-connection-config.js';
import { SAML_REQUEST_TTL_MS, samlRequestStore } from './saml-request-store.js';

/** How far the IdP's clock may be from ours for NotBefore / NotOnOrAfter. */
export const SAML_CLOCK_SKEW_MS = 2 * 60_000;

/** We ask for no NameID format: Entra, Okta and ADFS each send the one their admin chose. */
const UNSPECIFIED_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';

/**
 * node-saml set up for one connection: signed assertions required (a signed response alone
 * is not enough), our entity ID as the only audience, a small clock skew, and `InResponseTo`
 * checked against the requests we sent whenever a response carries one (an IdP-initiated
 * response carries none). No requested authentication context: Entra refuses a
 * password-only context to people who sign in with a passkey or MFA.
 */
export function samlServiceProvider(
  db: Db,
  connectionId: string,
  config: SamlConnectionConfig,
  idp: SamlIdpSettings,
): SAML {
  return new SAML({
    issuer: config.spEntityId,
    audience: config.spEntityId,
    callbackUrl: config.acsUrl,
    entryPoint: idp.ssoUrl,
    idpCert: idp.certificates,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.ifPresent,
    requestIdExpirationPeriodMs: SAML_REQUEST_TTL_MS,
    cacheProvider: samlRequestStore(db, connectionId),
    identifierFormat: UNSPECIFIED_NAME_ID,
    disableRequestedAuthnContext: true,
    signatureAlgorithm: 'sha256',
  });
}

/** Our SP metadata: what an IdP imports (entity ID, ACS URL, signed assertions wanted). */
export function serviceProviderMetadata(config: SamlConnectionConfig): string {
  return generateServiceProviderMetadata({
    issuer: config.spEntityId,
    callbackUrl: config.acsUrl,
    identifierFormat: UNSPECIFIED_NAME_ID,
    wantAssertionsSigned: true,
  });
}

import type { SsoIdentity } from '../sso-identity.js';

type Attributes = SsoIdentity['attributes'];

/** Claims as attributes: texts, numbers, booleans and lists of texts; objects are left out. */
function toAttributes(claims: Record<string, unknown>): Attributes {
  const attributes: Attributes = {};
  for (const [name, value] of Object.entries(claims)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      attributes[name] = value;
    else if (Array.isArray(value))
      attributes[name] = value.filter((item): item is string => typeof item === 'string');
  }
  return attributes;
}

/**
 * A checked set of OIDC claims as an `SsoIdentity`. The address counts as verified when the
 * provider says so with `email_verified` (Entra ID, which does not send it, with its optional
 * `xms_edov` claim: "email domain owner verified").
 */
export function identityFromClaims(connectionId: string, claims: Record<string, unknown>): SsoIdentity {
  const email =
    typeof claims.email === 'string' && claims.email.includes('@')
      ? claims.email.trim().toLowerCase()
      : undefined;
  const isTrue = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1';
  return {
    connectionId,
    protocol: 'oidc',
    subject: String(claims.sub),
    email,
    emailVerified: email !== undefined && (isTrue(claims.email_verified) || isTrue(claims.xms_edov)),
    attributes: toAttributes(claims),
  };
}

/**
 * What an identity provider asserted about a person, once its answer has been checked
 * (signature, issuer, audience, times, nonce or InResponseTo, replay). OIDC and SAML both
 * reduce their answer to this; `completeSsoSignIn` turns it into an account and a session.
 */
export interface SsoIdentity {
  connectionId: string;
  protocol: 'oidc' | 'saml';
  /** The provider's stable identifier for the person (OIDC `sub`, SAML NameID). */
  subject: string;
  /** Lower-cased; undefined when the provider sent none. */
  email: string | undefined;
  /** True only when the provider asserts the address is verified (OIDC `email_verified`). */
  emailVerified: boolean;
  /** Every claim or attribute, for the connection's attribute mapping. */
  attributes: Record<string, string | string[] | boolean | number | undefined>;
}

import type { Profile } from '@node-saml/node-saml';
import type { SsoIdentity } from '../sso-identity.js';

type Attributes = SsoIdentity['attributes'];

/** Where IdPs put the email address when the admin named no attribute (Entra's claim, LDAP's OID, Okta's usual names). */
const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'emailaddress',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
];
const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The short name of a URI attribute (`…/claims/department` is also `department`). */
const shortName = (name: string): string =>
  name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf(':')) + 1);

/**
 * A SAML profile's attributes as the connection's mapping reads them: text values only (a
 * structured value is left out), each also under its short name when that is free, so a
 * mapping may say `department` for Entra's `http://schemas…/claims/department`.
 */
export function samlAttributes(profile: Profile): Attributes {
  const raw = (profile.attributes ?? {}) as Record<string, unknown>;
  const attributes: Attributes = {};
  for (const [name, value] of Object.entries(raw)) {
    const texts = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string',
    );
    if (texts.length === 0) continue;
    attributes[name] = texts.length === 1 ? texts[0] : texts;
  }
  for (const [name, value] of Object.entries({ ...attributes })) {
    const short = shortName(name);
    if (short && !(short in attributes)) attributes[short] = value;
  }
  return attributes;
}

const firstText = (value: Attributes[string]): string | undefined =>
  typeof value === 'string' ? value : Array.isArray(value) ? value[0] : undefined;

/** The asserted address: the admin's attribute, else a usual one, else an email-format NameID. */
export function samlEmail(
  profile: Profile,
  attributes: Attributes,
  emailAttribute: string,
): string | undefined {
  const names = emailAttribute ? [emailAttribute] : EMAIL_ATTRIBUTES;
  const fromAttribute = names.map((name) => firstText(attributes[name])).find(Boolean);
  const nameId =
    profile.nameIDFormat === EMAIL_NAME_ID || LOOKS_LIKE_EMAIL.test(profile.nameID)
      ? profile.nameID
      : undefined;
  const email = (fromAttribute ?? (emailAttribute ? undefined : nameId))?.trim().toLowerCase();
  return email && LOOKS_LIKE_EMAIL.test(email) ? email : undefined;
}

import { DEFAULT_SSO_ATTRIBUTE_MAPPING, SSO_MAPPED_FIELDS, type SsoMappedField } from '@awarequest/contracts';
import type { SsoIdentity } from './sso-identity.js';

export type MappedProfile = Partial<Record<SsoMappedField, string>>;

const MAX_VALUE_LENGTH = 100;

/** The first non-empty text of a claim (a list gives its first entry), trimmed and bounded. */
function textOf(value: SsoIdentity['attributes'][string]): string | undefined {
  const first = Array.isArray(value) ? value.find((item) => item.trim() !== '') : value;
  if (typeof first === 'number') return String(first);
  if (typeof first !== 'string') return undefined;
  const text = first.trim().slice(0, MAX_VALUE_LENGTH);
  return text === '' ? undefined : text;
}

/**
 * The profile fields a connection's mapping names, read from the provider's claims or
 * attributes. A field the mapping leaves out reads its default claim; a field whose claim is
 * absent is left out (a later sign-in never blanks a field the provider stopped sending).
 */
export function mapProfile(
  attributes: SsoIdentity['attributes'],
  mapping: Partial<Record<string, string>>,
): MappedProfile {
  const profile: MappedProfile = {};
  for (const field of SSO_MAPPED_FIELDS) {
    const claim = mapping[field]?.trim() || DEFAULT_SSO_ATTRIBUTE_MAPPING[field];
    const value = textOf(attributes[claim]);
    if (value !== undefined) profile[field] = value;
  }
  return profile;
}

/** The domain of an email address, lower-cased. */
export const emailDomain = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** True when the address's domain is one of the connection's allowed domains (or a subdomain of one). */
export function isDomainAllowed(email: string, allowedDomains: readonly string[]): boolean {
  const domain = emailDomain(email);
  return allowedDomains.some((allowed) => domain === allowed || domain.endsWith(`.${allowed}`));
}

import { z } from 'zod';
import { encodeRule } from './validation/messages.js';
import { emailDomainSchema } from './validation/email-domain.js';
import { oneOf, requiredText } from './validation/rules.js';

/**
 * Company sign-in (docs/product.md §10): the addresses, the reasons a sign-in is refused and
 * the admin's connection forms. OIDC and SAML share everything here but their protocol fields.
 */
export { ssoPaths, SSO_ERROR_PAGE, SSO_CHOOSER_PAGE } from './sso-paths.js';

/**
 * Why a company sign-in did not end in a session: the `reason` of the error page and of the
 * audit entry. Stable codes: the page has a text for each, in English and Arabic.
 */
export const SSO_REFUSAL_REASONS = [
  'unknown_connection',
  'connection_disabled',
  'provider_unavailable',
  'provider_timeout',
  'provider_error',
  'invalid_response',
  'expired_request',
  'replayed',
  'email_missing',
  'link_email_unverified',
  'link_domain_not_allowed',
  'domain_not_allowed',
  'unknown_lookup_value',
  'account_disabled',
] as const;
export type SsoRefusalReason = (typeof SSO_REFUSAL_REASONS)[number];

/** The profile fields a connection's attribute mapping fills, with the claim each reads by default. */
export const SSO_MAPPED_FIELDS = ['name', 'department', 'company', 'position', 'group', 'country'] as const;
export type SsoMappedField = (typeof SSO_MAPPED_FIELDS)[number];
export const DEFAULT_SSO_ATTRIBUTE_MAPPING: Record<SsoMappedField, string> = {
  name: 'name',
  department: 'department',
  company: 'company',
  position: 'job_title',
  group: 'group',
  country: 'country',
};

export const SSO_PROTOCOLS = ['oidc', 'saml'] as const;
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];
export const UNKNOWN_LOOKUP_POLICIES = ['add', 'refuse'] as const;

const claimName = z
  .string()
  .trim()
  .max(200, { error: encodeRule('max', 200) });
/** An issuer is an absolute https address (http only for a provider on this machine, as in tests). */
const issuerSchema = requiredText(500).refine(
  (value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
    );
  },
  { error: encodeRule('url') },
);

/** The fields every connection has, whatever its protocol. */
export const ssoSharedFieldsSchema = z.object({
  label: requiredText(100),
  enabled: z.boolean(),
  /** Email domains whose verified addresses may link an existing account (and, when set, the only ones admitted). */
  allowed_domains: z
    .array(emailDomainSchema)
    .max(50, { error: encodeRule('max_items', 50) }),
  attribute_mapping: z.partialRecord(z.enum(SSO_MAPPED_FIELDS), claimName),
  unknown_lookup_values: oneOf(UNKNOWN_LOOKUP_POLICIES),
});
export type SsoSharedFields = z.infer<typeof ssoSharedFieldsSchema>;

/** An admin's OIDC connection form: a blank secret on an update keeps the stored one. */
export const oidcConnectionBodySchema = ssoSharedFieldsSchema.extend({
  issuer: issuerSchema,
  client_id: requiredText(300),
  client_secret: z
    .string()
    .max(1000, { error: encodeRule('max', 1000) })
    .optional(),
  scopes: z
    .string()
    .trim()
    .max(300, { error: encodeRule('max', 300) })
    .regex(/^[\w:./ -]*$/, { error: encodeRule('one_of') }),
  /** Sign out at the provider's end-session endpoint too, when it offers one. */
  end_session: z.boolean(),
});
export type OidcConnectionBody = z.infer<typeof oidcConnectionBodySchema>;

export const ssoConnectionSchema = ssoSharedFieldsSchema.extend({
  id: z.string(),
  protocol: z.enum(SSO_PROTOCOLS),
  /** `env`: set by OIDC_* variables; its protocol fields are read-only on the admin screen. */
  source: z.enum(['env', 'admin']),
  oidc: z
    .object({
      issuer: z.string(),
      client_id: z.string(),
      scopes: z.string(),
      has_secret: z.boolean(),
      end_session: z.boolean(),
    })
    .nullable(),
  /** SAML's own settings as its screen shows them (h4's module fills it). */
  saml: z.record(z.string(), z.unknown()).nullable(),
});
export type SsoConnection = z.infer<typeof ssoConnectionSchema>;

export const ssoConnectionListSchema = z.object({
  connections: z.array(ssoConnectionSchema),
  /** The redirect URI to register at every OIDC provider. */
  oidc_redirect_uri: z.string(),
});
export type SsoConnectionList = z.infer<typeof ssoConnectionListSchema>;

/** What the sign-in chooser lists: enabled connections only. */
export const publicSsoConnectionSchema = z.object({
  id: z.string(),
  protocol: z.enum(SSO_PROTOCOLS),
  label: z.string(),
  login_url: z.string(),
});
export type PublicSsoConnection = z.infer<typeof publicSsoConnectionSchema>;

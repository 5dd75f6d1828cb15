import { SSO_REFUSAL_REASONS } from './sso.js';

/**
 * The stable codes an audit entry is written with (issue 27), in one list each so the admin's
 * screen and the CSV export can give every one a text in English and Arabic, and a test can
 * check that none is missing. The server's `recordAudit` only takes a reason from this list.
 */

/** The `scimType` values of RFC 7644 §3.12 the SCIM service refuses with (its audit reason). */
export const SCIM_ERROR_TYPES = [
  'invalidFilter',
  'invalidSyntax',
  'invalidPath',
  'invalidValue',
  'uniqueness',
  'mutability',
  'noTarget',
  'tooMany',
] as const;
export type ScimErrorType = (typeof SCIM_ERROR_TYPES)[number];

/** Every reason the server writes; a SCIM refusal without a scimType is `status_<HTTP status>`. */
export const AUDIT_REASONS = [
  ...SSO_REFUSAL_REASONS,
  'sso_only_domain',
  'invalid_token',
  'no_token',
  'provider_unconfirmed',
  'retry_unconfirmed',
  'revocation_given_up',
  ...SCIM_ERROR_TYPES,
] as const;
export type AuditReason = (typeof AUDIT_REASONS)[number] | `status_${number}`;

/** The HTTP statuses a SCIM refusal without a scimType is written with (`status_404`...). */
export const AUDIT_STATUS_REASONS = [
  'status_400',
  'status_401',
  'status_403',
  'status_404',
  'status_409',
] as const;

/** The SCIM calls a refusal names as its action: `<method>_<resource>`. */
export const SCIM_REFUSED_CALLS = [
  'post_users',
  'put_users',
  'patch_users',
  'delete_users',
  'post_groups',
  'put_groups',
  'patch_groups',
  'delete_groups',
] as const;

/** Every action the server writes (the SCIM refusals' `<method>_<resource>` included). */
export const AUDIT_ACTIONS = [
  // Company sign-in (sources oidc, saml).
  'sign_in',
  'link',
  'provision_create',
  'provision_update',
  'lookup_added',
  'sign_out_provider',
  // SCIM.
  'authenticate',
  'user_created',
  'user_linked',
  'user_updated',
  'user_deactivated',
  'user_reactivated',
  'user_archived',
  'group_created',
  'group_updated',
  'group_deleted',
  ...SCIM_REFUSED_CALLS,
  // Password paths an SSO-only domain closes.
  'password_login',
  'sign_up',
  'password_reset',
  // Administrators.
  'connection_created',
  'connection_updated',
  'connection_deleted',
  'sso_domain_saved',
  'sso_domain_removed',
  'scim_token_created',
  'scim_token_revoked',
  'scim_group_mappings_saved',
  // Wearables.
  'wearable_revoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The keys an entry's details are written with, each with a label on the screen and in the
 * export. A key outside this list still shows, as "key: value".
 */
export const AUDIT_DETAIL_KEYS = [
  'connection',
  'label',
  'protocol',
  'fields',
  'idp',
  'metadata_read',
  'subject',
  'email',
  'domain',
  'list',
  'value',
  'field',
  'code',
  'message',
  'check',
  'error',
  'step',
  'start',
  'token_id',
  'group_id',
  'group',
  'joined',
  'left',
  'count',
  'method',
  'url',
  'detail',
  'provider',
  'trigger',
  'attempt',
  'answer',
  'changes',
] as const;
export type AuditDetailKey = (typeof AUDIT_DETAIL_KEYS)[number];

/** Values some detail keys hold that are codes, not words: each has a text too. */
export const AUDIT_DETAIL_CODES = {
  /**
   * What `fields` (and `field`, `list`, and the keys of `changes`) name: a profile field a sign-in
   * or SCIM filled or changed, or a lookup list (provision_*, user_updated, lookup_added,
   * unknown_lookup_value), or a connection's setting an admin saved (connection_updated).
   */
  fields: [
    'name',
    'email',
    'active',
    'department',
    'departments',
    'position',
    'positions',
    'group',
    'company',
    'country',
    'countries',
    'label',
    'enabled',
    'allowedDomains',
    'attributeMapping',
    'unknownLookupValues',
    'config',
    'client_secret',
  ],
  /** The SAML check that failed. */
  check: [
    'malformed',
    'signature',
    'issuer',
    'audience',
    'recipient',
    'destination',
    'subject',
    'time',
    'in_response_to',
    'replay',
    'status',
  ],
  /** Where a SAML sign-in was refused: the start or the answer. */
  step: ['login', 'acs'],
  /** Why a wearable's access was revoked. */
  trigger: ['disconnected', 'account_deleted', 'reconnected'],
  /** What the provider answered a revocation, when it was not a plain yes. */
  answer: ['already_invalid'],
  /** A connection's protocol. */
  protocol: ['oidc', 'saml'],
} as const;

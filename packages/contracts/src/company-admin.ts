import { z } from 'zod';
import { emailDomainSchema } from './validation/email-domain.js';
import { encodeRule } from './validation/messages.js';
import { oneOf, optional, requiredText } from './validation/rules.js';

/**
 * The admin screens of issue 27 that are not the connections themselves: SCIM tokens and group
 * mapping (/admin/scim), SSO-only email domains (/admin/sso-domains) and the audit log
 * (/admin/audit). Paths are relative to API_BASE; SCIM itself lives at SCIM_BASE, outside it.
 */
export const companyAdminPaths = {
  scimTokens: '/admin/scim/tokens',
  scimToken: '/admin/scim/tokens/:id',
  scimGroupMappings: '/admin/scim/group-mappings',
  ssoDomains: '/admin/sso-domains',
  ssoDomain: '/admin/sso-domains/:domain',
  audit: '/admin/audit',
  auditExport: '/admin/audit/export',
} as const;

/** The SCIM 2.0 service root (RFC 7644), on the same origin as the API. */
export const SCIM_BASE = '/scim/v2';

export const scimTokenParamsSchema = z.object({ id: z.uuid({ error: encodeRule('one_of') }) });

export const scimTokenSchema = z.object({
  id: z.string(),
  label: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ScimToken = z.infer<typeof scimTokenSchema>;

export const scimTokenBodySchema = z.object({ label: requiredText(100) });
export type ScimTokenBody = z.infer<typeof scimTokenBodySchema>;

/** The answer to making a token: the only time the token itself is shown. */
export const createdScimTokenSchema = z.object({ token: z.string(), item: scimTokenSchema });
export type CreatedScimToken = z.infer<typeof createdScimTokenSchema>;

export const SCIM_GROUP_TARGETS = ['group', 'department'] as const;
export type ScimGroupTarget = (typeof SCIM_GROUP_TARGETS)[number];

export const scimGroupMappingSchema = z.object({
  scim_group: requiredText(200),
  target: oneOf(SCIM_GROUP_TARGETS),
  value: requiredText(100),
});
export type ScimGroupMapping = z.infer<typeof scimGroupMappingSchema>;

/** PUT /admin/scim/group-mappings: the whole table (a directory group appears once). */
export const scimGroupMappingsBodySchema = z.object({
  items: z
    .array(scimGroupMappingSchema)
    .max(500, { error: encodeRule('max', 500) })
    .refine(
      (items) => new Set(items.map((item) => item.scim_group.trim().toLowerCase())).size === items.length,
      { error: encodeRule('unique') },
    ),
});
export type ScimGroupMappingsBody = z.infer<typeof scimGroupMappingsBodySchema>;

export { emailDomainSchema };

export const ssoDomainSchema = z.object({
  domain: z.string(),
  connection_id: z.string().nullable(),
  /** The tied connection's label, when there is one. */
  connection_label: z.string().nullable(),
  created_at: z.string(),
});
export type SsoDomain = z.infer<typeof ssoDomainSchema>;

/** GET /admin/sso-domains: the domains, and the connections a domain may be tied to. */
export const ssoDomainListSchema = z.object({
  items: z.array(ssoDomainSchema),
  connections: z.array(z.object({ id: z.string(), label: z.string(), protocol: z.string() })),
});
export type SsoDomainList = z.infer<typeof ssoDomainListSchema>;

export const ssoDomainBodySchema = z.object({
  domain: emailDomainSchema,
  connection_id: optional(z.uuid({ error: encodeRule('one_of') }).nullable()),
});
export type SsoDomainBody = z.infer<typeof ssoDomainBodySchema>;
export type SsoDomainInput = z.input<typeof ssoDomainBodySchema>;

export const ssoDomainParamsSchema = z.object({ domain: emailDomainSchema });

export const AUDIT_SOURCES = ['oidc', 'saml', 'scim', 'password', 'admin', 'wearables'] as const;
export const AUDIT_OUTCOMES = ['ok', 'refused'] as const;
export const AUDIT_PAGE_MAX = 100;

const pageNumber = z.coerce
  .number({ error: encodeRule('numeric') })
  .int({ error: encodeRule('numeric') })
  .min(1, { error: encodeRule('min_value', 1) });
/** A UTC day the database can hold: PostgreSQL has no year 0, and the log starts after 1970. */
const day = z.iso
  .date({ error: encodeRule('date') })
  .refine((text) => Number(text.slice(0, 4)) >= 1970, { error: encodeRule('date') });

/** `?source=&outcome=&from=&to=` (days, inclusive, UTC) and the page. */
export const auditQuerySchema = z.object({
  source: optional(oneOf(AUDIT_SOURCES)),
  outcome: optional(oneOf(AUDIT_OUTCOMES)),
  from: optional(day),
  to: optional(day),
  page: pageNumber.default(1),
  per_page: pageNumber.max(AUDIT_PAGE_MAX, { error: encodeRule('max_value', AUDIT_PAGE_MAX) }).default(25),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditExportQuerySchema = auditQuerySchema.omit({ page: true, per_page: true });

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  source: z.string(),
  action: z.string(),
  outcome: z.string(),
  reason: z.string().nullable(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  subject: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }).nullable(),
  connection_id: z.string().nullable(),
  /** The connection the entry names, while it exists: its label and protocol, for a readable entry. */
  connection: z.object({ id: z.string(), label: z.string(), protocol: z.string() }).nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

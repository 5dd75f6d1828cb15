import { z } from 'zod';
import { ssoSharedFieldsSchema } from './sso.js';

/**
 * SAML 2.0 connections (docs/product.md §11): the addresses of our service provider and the
 * admin's form. Everything shared with OIDC (label, domains, mapping, policy) is `sso.ts`.
 */
export const samlPaths = {
  /** Our SP metadata; its address is also our SP entity ID (stable per connection). */
  metadata: '/sso/saml/:connectionId/metadata',
  /** `GET ?return_to=`: SP-initiated sign-in, a redirect to the IdP with an AuthnRequest. */
  login: '/sso/saml/:connectionId/login',
  /** The Assertion Consumer Service: the IdP posts its response here (SP- and IdP-initiated). */
  acs: '/sso/saml/:connectionId/acs',
  adminConnections: '/admin/sso/saml',
  adminConnection: '/admin/sso/saml/:id',
} as const;

/** The SPA's pages of a SAML connection (admin). */
export const SAML_ADMIN_NEW_PAGE = '/admin/sign-in/saml/new';
export const samlAdminPage = (id: string): string => `/admin/sign-in/saml/${id}`;

const METADATA_XML_MAX = 200_000;

/**
 * The admin's SAML form. The IdP's metadata comes from a URL (read now and whenever the form is
 * saved with it) or pasted XML; with neither, an update keeps the IdP settings it has.
 * `email_verified` is the admin's word for the IdP: SAML has no `email_verified`, so an asserted
 * address links an existing account only when the admin says this IdP verifies its addresses.
 */
export const samlConnectionBodySchema = ssoSharedFieldsSchema.extend({
  metadata_url: z
    .union([z.literal(''), z.url({ protocol: /^https?$/ }).max(1000)])
    .optional()
    .transform((value) => value || undefined),
  metadata_xml: z
    .string()
    .trim()
    .max(METADATA_XML_MAX)
    .optional()
    .transform((value) => value || undefined),
  /** The attribute holding the email address; blank: the usual names (email, mail, Entra's emailaddress claim). */
  email_attribute: z.string().trim().max(300),
  email_verified: z.boolean(),
});
export type SamlConnectionBody = z.input<typeof samlConnectionBodySchema>;

export const samlCertificateSchema = z.object({
  subject: z.string(),
  /** ISO date; the IdP's signing certificate stops verifying after it. */
  valid_to: z.string(),
  fingerprint_sha256: z.string(),
});

/** A SAML connection as its admin screen shows it. */
export const samlConnectionSchema = ssoSharedFieldsSchema.extend({
  id: z.string(),
  /** What the admin enters at the IdP: our entity ID (also our metadata's address) and ACS URL. */
  sp_entity_id: z.string(),
  acs_url: z.string(),
  metadata_address: z.string(),
  /** The IdP as its metadata describes it; null until metadata was given. */
  idp: z
    .object({
      entity_id: z.string(),
      sso_url: z.string(),
      certificates: z.array(samlCertificateSchema),
    })
    .nullable(),
  metadata_url: z.string().nullable(),
  email_attribute: z.string(),
  email_verified: z.boolean(),
});
export type SamlConnection = z.infer<typeof samlConnectionSchema>;

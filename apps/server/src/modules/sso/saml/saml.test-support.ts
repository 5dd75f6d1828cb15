import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SamlConnection, SamlConnectionBody } from '@awarequest/contracts';
import type { App } from '../../../app.js';
import { auditLog } from '../../../db/schema.js';
import { createAdmin, loginToken } from '../../../test/accounts.fixtures.js';
import type { TestIdp } from './saml-test-idp.test-support.js';

/** A SAML connection made through the admin API, trusting `idp`, with our SP metadata. */
export async function makeSamlConnection(app: App, idp: TestIdp, body: Partial<SamlConnectionBody> = {}) {
  const admin = await createAdmin(app, { email: `admin-${Math.random().toString(36).slice(2)}@example.com` });
  const adminToken = await loginToken(app, admin.email);
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/sso/saml',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: {
      label: 'Contoso',
      enabled: true,
      allowed_domains: ['contoso.test'],
      attribute_mapping: { name: 'displayName', department: 'department' },
      unknown_lookup_values: 'add',
      metadata_xml: idp.metadataXml,
      email_attribute: '',
      email_verified: true,
      ...body,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const connection = response.json<{ data: SamlConnection }>().data;
  const metadata = await app.inject({ method: 'GET', url: `/api/sso/saml/${connection.id}/metadata` });
  expect(metadata.statusCode).toBe(200);
  return { connection, spMetadata: metadata.body, adminToken };
}

/** The SP-initiated start: our redirect to the IdP. */
export async function startLogin(app: App, connectionId: string, returnTo?: string): Promise<string> {
  const query = returnTo ? `?return_to=${encodeURIComponent(returnTo)}` : '';
  const response = await app.inject({ method: 'GET', url: `/api/sso/saml/${connectionId}/login${query}` });
  expect(response.statusCode).toBe(302);
  return String(response.headers.location);
}

/** The browser's form post of an IdP's response to our ACS; answers where it is sent next. */
export async function postToAcs(app: App, connectionId: string, samlResponse: string, relayState?: string) {
  const form = new URLSearchParams({
    SAMLResponse: samlResponse,
    ...(relayState ? { RelayState: relayState } : {}),
  });
  const response = await app.inject({
    method: 'POST',
    url: `/api/sso/saml/${connectionId}/acs`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(response.statusCode, response.body).toBe(303);
  return new URL(String(response.headers.location), 'http://spa.test');
}

/** The SPA's exchange of the one-time `?token=` (POST /sso/login): the signed-in user. */
export async function exchangeToken(app: App, landing: URL) {
  const state = landing.searchParams.get('token');
  expect(state, landing.toString()).toBeTruthy();
  const response = await app.inject({ method: 'POST', url: '/api/sso/login', payload: { state } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { user: Record<string, unknown>; token: string } }>().data;
}

/** The connection's audit entries, newest first. */
export const auditOf = (app: App, connectionId: string) =>
  app.ctx.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.connectionId, connectionId))
    .orderBy(desc(auditLog.id));

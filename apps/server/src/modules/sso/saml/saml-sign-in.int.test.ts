import { eq } from 'drizzle-orm';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema.js';
import { useTestApp } from '../../../test/test-app.js';
import { createTestIdp } from './saml-test-idp.test-support.js';
import { auditOf, exchangeToken, makeSamlConnection, postToAcs, startLogin } from './saml.test-support.js';

const app = useTestApp({ PUBLIC_URL: 'https://aware.contoso.test' });
const IDP_SSO = 'https://idp.contoso.test/saml/sso';
const person = {
  nameId: 'U-1001',
  attributes: { email: 'Noor.Haddad@contoso.test', displayName: 'Noor Haddad', department: 'Finance' },
};

describe('SAML sign-in against a samlify IdP', () => {
  it('publishes our SP metadata at a stable address: entity ID, ACS URL, signed assertions wanted', async () => {
    const idp = createTestIdp({ ssoUrl: IDP_SSO });
    const { connection, spMetadata } = await makeSamlConnection(app(), idp);
    const base = `https://aware.contoso.test/api/sso/saml/${connection.id}`;
    expect(connection).toMatchObject({ sp_entity_id: `${base}/metadata`, acs_url: `${base}/acs` });
    expect(spMetadata).toContain(`entityID="${base}/metadata"`);
    expect(spMetadata).toContain(`Location="${base}/acs"`);
    expect(spMetadata).toContain('WantAssertionsSigned="true"');
    expect(connection.idp).toMatchObject({ entity_id: idp.entityId, sso_url: IDP_SSO });
    expect(connection.idp?.certificates[0]?.subject).toContain('test-idp.awarequest.invalid');
  });

  it('SP-initiated: a new person lands on the deep link signed in, with the mapped department', async () => {
    const idp = createTestIdp({ ssoUrl: IDP_SSO });
    const { connection, spMetadata } = await makeSamlConnection(app(), idp);
    const location = await startLogin(app(), connection.id, '/categories/quiz?id=7');
    expect(location.startsWith(`${IDP_SSO}?SAMLRequest=`)).toBe(true);
    const request = await idp.readLoginRedirect(location, spMetadata);
    expect(request.relayState).toBe('/categories/quiz?id=7');

    const response = await idp.respond(spMetadata, person, { inResponseTo: request.requestId });
    const landing = await postToAcs(app(), connection.id, response, request.relayState);
    expect(landing.pathname).toBe('/categories/quiz');
    expect(landing.searchParams.get('id')).toBe('7');
    const { user } = await exchangeToken(app(), landing);
    expect(user).toMatchObject({
      email: 'noor.haddad@contoso.test',
      name: 'Noor Haddad',
      departments: ['Finance'],
    });
    const audit = await auditOf(app(), connection.id);
    expect(audit.some((entry) => entry.action === 'sign_in' && entry.outcome === 'ok')).toBe(true);
  });

  it('IdP-initiated (no InResponseTo): signs the person in, and their next sign-in finds the same account', async () => {
    const idp = createTestIdp({ ssoUrl: IDP_SSO });
    const { connection, spMetadata } = await makeSamlConnection(app(), idp);
    const first = await exchangeToken(
      app(),
      await postToAcs(app(), connection.id, await idp.respond(spMetadata, person)),
    );
    const moved = { ...person, attributes: { ...person.attributes, department: 'Audit' } };
    const second = await exchangeToken(
      app(),
      await postToAcs(app(), connection.id, await idp.respond(spMetadata, moved), '/'),
    );
    expect(second.user.id).toBe(first.user.id);
    expect(second.user).toMatchObject({ departments: ['Audit'] });
  });

  it('never redirects off the site: a RelayState naming another host lands on the home page', async () => {
    const idp = createTestIdp({ ssoUrl: IDP_SSO });
    const { connection, spMetadata } = await makeSamlConnection(app(), idp);
    const landing = await postToAcs(
      app(),
      connection.id,
      await idp.respond(spMetadata, person),
      'https://evil.test/x',
    );
    expect(landing.origin).toBe('http://spa.test');
    expect(landing.pathname).toBe('/');
  });

  it('reads the IdP metadata from its URL', async () => {
    const idp = createTestIdp({ ssoUrl: IDP_SSO });
    const server = createServer((_request, reply) => {
      reply.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(idp.metadataXml);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metadata`;
      const { connection } = await makeSamlConnection(app(), idp, { metadata_xml: '', metadata_url: url });
      expect(connection).toMatchObject({
        metadata_url: url,
        idp: { entity_id: idp.entityId, sso_url: IDP_SSO },
      });
    } finally {
      server.close();
    }
  });

  it('links an existing account only when the admin says the IdP verifies addresses', async () => {
    const idp = createTestIdp({ ssoUrl: IDP_SSO });
    const existing = await app()
      .ctx.db.insert(users)
      .values({ name: 'Noor', email: 'noor.haddad@contoso.test', emailVerifiedAt: new Date() })
      .returning();
    const unverified = await makeSamlConnection(app(), idp, { email_verified: false });
    const refused = await postToAcs(
      app(),
      unverified.connection.id,
      await idp.respond(unverified.spMetadata, person),
    );
    expect(refused.pathname).toBe('/auth/sso-error');
    expect(refused.searchParams.get('reason')).toBe('link_email_unverified');

    const verified = await makeSamlConnection(app(), idp, { email_verified: true });
    const { user } = await exchangeToken(
      app(),
      await postToAcs(app(), verified.connection.id, await idp.respond(verified.spMetadata, person)),
    );
    expect(user.id).toBe(existing[0]?.id);
    expect(
      await app().ctx.db.select().from(users).where(eq(users.email, 'noor.haddad@contoso.test')),
    ).toHaveLength(1);
  });
});

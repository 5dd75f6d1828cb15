import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ssoIdentities, users } from '../../../db/schema.js';
import { useTestApp } from '../../../test/test-app.js';
import {
  createTestIdp,
  tampered,
  withoutSignatures,
  type ResponseOverrides,
} from './saml-test-idp.test-support.js';
import { auditOf, exchangeToken, makeSamlConnection, postToAcs, startLogin } from './saml.test-support.js';

const app = useTestApp({ PUBLIC_URL: 'https://aware.contoso.test' });
const IDP_SSO = 'https://idp.contoso.test/saml/sso';
const EMAIL = 'sam.rivera@contoso.test';
const person = {
  nameId: 'U-2002',
  attributes: { email: EMAIL, displayName: 'Sam Rivera', department: 'Finance' },
};
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** Posts `response` and proves the refusal: the error page with `reason`, nobody created, the audit's check. */
async function expectRefused(connectionId: string, response: string, reason: string, check: string) {
  const landing = await postToAcs(app(), connectionId, response, '/dashboard');
  expect(landing.pathname).toBe('/auth/sso-error');
  expect(landing.searchParams.get('reason')).toBe(reason);
  expect(landing.searchParams.has('token')).toBe(false);
  expect(await app().ctx.db.select().from(users).where(eq(users.email, EMAIL))).toHaveLength(0);
  expect(await app().ctx.db.select().from(ssoIdentities)).toHaveLength(0);
  const [entry] = await auditOf(app(), connectionId);
  expect(entry).toMatchObject({ source: 'saml', outcome: 'refused', reason, details: { check } });
}

async function setUp() {
  const idp = createTestIdp({ ssoUrl: IDP_SSO });
  const made = await makeSamlConnection(app(), idp);
  const respond = (overrides: ResponseOverrides = {}, who = person) =>
    idp.respond(made.spMetadata, who, overrides);
  return { idp, ...made, id: made.connection.id, respond };
}

describe('SAML ACS refuses bad responses (nothing created, the audit says why)', () => {
  it('an unsigned assertion', async () => {
    const { id, respond } = await setUp();
    await expectRefused(id, withoutSignatures(await respond()), 'invalid_response', 'signature');
  });

  it('a forged one: signed with a key the connection does not trust', async () => {
    const { id, spMetadata, idp } = await setUp();
    const forger = createTestIdp({ ssoUrl: IDP_SSO, entityId: idp.entityId, key: 'forger' });
    await expectRefused(id, await forger.respond(spMetadata, person), 'invalid_response', 'signature');
  });

  it('a tampered one: a signed attribute changed after signing', async () => {
    const { id, respond } = await setUp();
    await expectRefused(
      id,
      tampered(await respond(), '>Finance<', '>Executive Board<'),
      'invalid_response',
      'signature',
    );
  });

  it('an expired one, and one not valid yet (beyond the clock skew)', async () => {
    const { id, respond } = await setUp();
    const expired = await respond({ notBefore: minutesFromNow(-20), notOnOrAfter: minutesFromNow(-10) });
    await expectRefused(id, expired, 'expired_request', 'time');
    await expectRefused(id, await respond({ notBefore: minutesFromNow(10) }), 'expired_request', 'time');
  });

  it('one for another audience, another recipient, another destination or from another issuer', async () => {
    const { id, respond } = await setUp();
    await expectRefused(
      id,
      await respond({ audience: 'https://other-sp.test/saml' }),
      'invalid_response',
      'audience',
    );
    await expectRefused(
      id,
      await respond({ recipient: 'https://other-sp.test/acs' }),
      'invalid_response',
      'recipient',
    );
    await expectRefused(
      id,
      await respond({ destination: 'https://other-sp.test/acs' }),
      'invalid_response',
      'destination',
    );
    await expectRefused(id, await respond({ issuer: 'https://evil-idp.test' }), 'invalid_response', 'issuer');
  });

  it('a replayed one: the second post of an accepted assertion', async () => {
    const { id, respond } = await setUp();
    const response = await respond();
    const first = await exchangeToken(app(), await postToAcs(app(), id, response));
    const second = await postToAcs(app(), id, response);
    expect(second.searchParams.get('reason')).toBe('replayed');
    expect(second.searchParams.has('token')).toBe(false);
    const [entry] = await auditOf(app(), id);
    expect(entry).toMatchObject({ outcome: 'refused', reason: 'replayed', details: { check: 'replay' } });
    expect(await app().ctx.db.select().from(users).where(eq(users.email, EMAIL))).toEqual([
      expect.objectContaining({ id: first.user.id }),
    ]);
  });

  it('an InResponseTo we never sent, one already answered, and one sent for another connection', async () => {
    const { id, spMetadata, idp, respond } = await setUp();
    await expectRefused(
      id,
      await respond({ inResponseTo: `_${randomUUID()}` }),
      'expired_request',
      'in_response_to',
    );

    const request = await idp.readLoginRedirect(await startLogin(app(), id), spMetadata);
    await exchangeToken(
      app(),
      await postToAcs(app(), id, await respond({ inResponseTo: request.requestId })),
    );
    const again = await postToAcs(app(), id, await respond({ inResponseTo: request.requestId }));
    expect(again.searchParams.get('reason')).toBe('expired_request');

    const other = await makeSamlConnection(app(), idp);
    const otherRequest = await idp.readLoginRedirect(
      await startLogin(app(), other.connection.id),
      other.spMetadata,
    );
    const crossed = await postToAcs(app(), id, await respond({ inResponseTo: otherRequest.requestId }));
    expect(crossed.searchParams.get('reason')).toBe('expired_request');
  });

  it('an unknown connection, a disabled one, and a body that is no SAML response', async () => {
    const { id, respond } = await setUp();
    const unknown = await postToAcs(app(), randomUUID(), await respond());
    expect(unknown.searchParams.get('reason')).toBe('unknown_connection');
    const login = await app().inject({ method: 'GET', url: `/api/sso/saml/${randomUUID()}/login` });
    expect(login.headers.location).toBe('/auth/sso-error?reason=unknown_connection');

    await expectRefused(id, Buffer.from('<nonsense/>').toString('base64'), 'invalid_response', 'malformed');

    const { connection, adminToken } = await setUp();
    const {
      label,
      allowed_domains,
      attribute_mapping,
      unknown_lookup_values,
      email_attribute,
      email_verified,
    } = connection;
    const shared = {
      label,
      allowed_domains,
      attribute_mapping,
      unknown_lookup_values,
      email_attribute,
      email_verified,
    };
    const off = await app().inject({
      method: 'PUT',
      url: `/api/admin/sso/saml/${connection.id}`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { ...shared, enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const disabled = await postToAcs(app(), connection.id, await respond());
    expect(disabled.searchParams.get('reason')).toBe('connection_disabled');
  });
});

describe('SAML admin API', () => {
  it("refuses metadata that is not IdP metadata, in the caller's language", async () => {
    const { adminToken } = await setUp();
    const body = {
      label: 'Broken',
      enabled: true,
      allowed_domains: [],
      attribute_mapping: {},
      unknown_lookup_values: 'add',
      metadata_xml: '<EntityDescriptor entityID="x"/>',
      email_attribute: '',
      email_verified: false,
    };
    for (const [language, text] of [
      ['en', 'identity provider metadata'],
      ['ar', 'بيانات وصفية'],
    ] as const) {
      const answer = await app().inject({
        method: 'POST',
        url: '/api/admin/sso/saml',
        headers: { authorization: `Bearer ${adminToken}`, 'accept-language': language },
        payload: body,
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ status: false, code: 'SAML_METADATA_INVALID' });
      expect(JSON.stringify(answer.json())).toContain(text);
    }
    const unreachable = await app().inject({
      method: 'POST',
      url: '/api/admin/sso/saml',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { ...body, metadata_xml: '', metadata_url: 'http://127.0.0.1:9/metadata' },
    });
    expect(unreachable.json()).toMatchObject({
      code: 'SAML_METADATA_UNREACHABLE',
      errors: { metadata_url: [expect.any(String)] },
    });
  });
});

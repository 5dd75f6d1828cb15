import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestIdp, type TestIdp, type TestSamlPerson } from './saml-test-idp.test-support.js';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The test IdP on loopback, for a real browser: `GET /sso` reads our AuthnRequest, signs a
 * response for `person` and answers a page that posts it to our ACS at once, as Entra and Okta do.
 */
export async function startTestSamlIdpServer() {
  const state: { idp?: TestIdp; sp?: { metadataXml: string; acsUrl: string }; person?: TestSamlPerson } = {};
  const server = createServer((request, reply) => {
    void (async () => {
      const { idp, sp, person } = state;
      if (!idp || !sp || !person || !request.url?.startsWith('/sso')) return reply.writeHead(404).end();
      const url = `http://${request.headers.host ?? ''}${request.url}`;
      const { requestId, relayState } = await idp.readLoginRedirect(url, sp.metadataXml);
      const response = await idp.respond(sp.metadataXml, person, { inResponseTo: requestId });
      const relay = relayState
        ? `<input type="hidden" name="RelayState" value="${escapeHtml(relayState)}">`
        : '';
      reply
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><title>Test IdP</title><form method="post" action="${escapeHtml(sp.acsUrl)}">` +
            `<input type="hidden" name="SAMLResponse" value="${response}">${relay}<button>Continue</button></form>` +
            '<script>document.forms[0].submit()</script>',
        );
    })().catch((error: unknown) => reply.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idp = createTestIdp({ ssoUrl: `${origin}/sso`, entityId: `${origin}/metadata` });
  state.idp = idp;
  return {
    origin,
    metadataXml: idp.metadataXml,
    /** Our SP as the IdP's admin registered it (its metadata and ACS URL). */
    trust: (metadataXml: string, acsUrl: string) => {
      state.sp = { metadataXml, acsUrl };
    },
    /** Who signs in at the IdP next. */
    signInAs: (person: TestSamlPerson) => {
      state.person = person;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

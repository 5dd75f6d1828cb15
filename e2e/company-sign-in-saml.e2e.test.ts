import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arAuth from '../apps/web/src/locales/ar/auth.json';
import arSaml from '../apps/web/src/locales/ar/saml-admin.json';
import arSso from '../apps/web/src/locales/ar/sso.json';
import enAuth from '../apps/web/src/locales/en/auth.json';
import enSaml from '../apps/web/src/locales/en/saml-admin.json';
import enSso from '../apps/web/src/locales/en/sso.json';
import { startTestSamlIdpServer } from '../apps/server/src/modules/sso/saml/saml-test-idp-server.test-support.js';
import { ADMIN, LANGS, sessionCookies } from './support/app.js';
import { addSessionCookies, loginAs } from './support/accounts.js';
import { shootEveryWay } from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';

const WORDS = {
  en: { sso: enAuth.login.sso, saml: enSaml, reasons: enSso.error.reasons },
  ar: { sso: arAuth.login.sso, saml: arSaml, reasons: arSso.error.reasons },
} as const;

/**
 * Company sign-in through SAML 2.0 (issue 27), in a real browser against a samlify IdP on
 * loopback: the login page's SSO button, our AuthnRequest, the IdP's signed response posted to
 * our ACS, and a new person lands signed in with the department from the attributes.
 */
describe('company sign-in with SAML', () => {
  const suite = useAppSuite();
  let idp: Awaited<ReturnType<typeof startTestSamlIdpServer>> | undefined;
  let adminLogin: Awaited<ReturnType<typeof loginAs>>;
  let connectionId: string;

  beforeAll(async () => {
    const { url } = suite().server;
    const started = await startTestSamlIdpServer();
    idp = started;
    adminLogin = await loginAs(url, ADMIN);
    const made = await fetch(`${url}/api/admin/sso/saml`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminLogin.token}` },
      body: JSON.stringify({
        label: 'Contoso',
        enabled: true,
        allowed_domains: ['contoso.test'],
        attribute_mapping: { name: 'displayName', department: 'department' },
        unknown_lookup_values: 'add',
        metadata_xml: started.metadataXml,
        email_attribute: '',
        email_verified: true,
      }),
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const connection = ((await made.json()) as { data: { id: string; acs_url: string } }).data;
    connectionId = connection.id;
    const spMetadata = await (await fetch(`${url}/api/sso/saml/${connectionId}/metadata`)).text();
    started.trust(spMetadata, connection.acs_url);
  });
  afterAll(async () => {
    await idp?.close();
  });

  for (const lang of LANGS) {
    it(`signs a new person in, with their department from the attributes (${lang})`, async () => {
      const { url } = suite().server;
      const login = `saml-${lang}-${Date.now().toString(36)}`;
      idp?.signInAs({
        nameId: login,
        attributes: {
          email: `${login}@contoso.test`,
          displayName: lang === 'ar' ? 'ليلى حسن' : 'Layla Hassan',
          department: `Audit ${lang}`,
        },
      });
      const { page } = await suite().open({ language: lang });
      await page.goto(`${url}/auth/login`);
      await page.getByRole('link', { name: WORDS[lang].sso }).click();
      await page.waitForURL(`${url}/`);
      await expect.poll(async () => (await sessionCookies(page.context())).accessToken?.value).toBeTruthy();
      const { accessToken } = await sessionCookies(page.context());
      const me = await fetch(`${url}/api/users/me`, {
        headers: { authorization: `Bearer ${accessToken?.value ?? ''}` },
      });
      expect(((await me.json()) as { data: unknown }).data).toMatchObject({
        email: `${login}@contoso.test`,
        departments: [`Audit ${lang}`],
      });
    });

    it(`shows the SAML admin screens and a refused response's page (${lang})`, async () => {
      const { url } = suite().server;
      const problems: string[] = [];
      const { page, context } = await suite().open({ language: lang });
      await addSessionCookies(context, url, adminLogin);
      await page.goto(`${url}/admin/sign-in/saml/${connectionId}`);
      await page.getByText(`${url}/api/sso/saml/${connectionId}/acs`).waitFor();
      await page.getByText(WORDS[lang].saml.idp.title).waitFor();
      await shootEveryWay(page, 'saml-admin-connection', problems);
      await page.goto(`${url}/admin/sign-in/saml/new`);
      await page.getByText(WORDS[lang].saml.addresses.afterSave).waitFor();
      await shootEveryWay(page, 'saml-admin-new', problems);

      const visitor = await suite().open({ language: lang });
      const form = new URLSearchParams({ SAMLResponse: Buffer.from('<forged/>').toString('base64') });
      await visitor.page.goto(`${url}/auth/login`);
      await visitor.page.evaluate(
        ({ action, body }) => {
          const element = document.createElement('form');
          element.method = 'post';
          element.action = action;
          for (const [name, value] of new URLSearchParams(body)) {
            const input = document.createElement('input');
            input.type = 'hidden';
            input.name = name;
            input.value = value;
            element.append(input);
          }
          document.body.append(element);
          element.submit();
        },
        { action: `${url}/api/sso/saml/${connectionId}/acs`, body: form.toString() },
      );
      await visitor.page.waitForURL(`${url}/auth/sso-error?reason=invalid_response`);
      await visitor.page.getByText(WORDS[lang].reasons.invalid_response).waitFor();
      await shootEveryWay(visitor.page, 'saml-refused', problems);
      expect(problems).toEqual([]);
    });
  }
});

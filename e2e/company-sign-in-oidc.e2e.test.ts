import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arAuth from '../apps/web/src/locales/ar/auth.json';
import arCommon from '../apps/web/src/locales/ar/common.json';
import arSso from '../apps/web/src/locales/ar/sso.json';
import enAuth from '../apps/web/src/locales/en/auth.json';
import enCommon from '../apps/web/src/locales/en/common.json';
import enSso from '../apps/web/src/locales/en/sso.json';
import {
  startTestOidcProvider,
  TEST_CLIENT,
  type TestOidcProvider,
} from '../apps/server/src/modules/sso/oidc/oidc-test-provider.test-support.js';
import { ADMIN, createAccountViaApi, LANGS, loginViaApi, sessionCookies, type Lang } from './support/app.js';
import { addSessionCookies, loginAs } from './support/accounts.js';
import { shootEveryWay } from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';

const WORDS = {
  en: { sso: enAuth.login.sso, logOut: enCommon.header.logout, sso_: enSso },
  ar: { sso: arAuth.login.sso, logOut: arCommon.header.logout, sso_: arSso },
} as const;

/**
 * Company sign-in through OpenID Connect (issue 27), in a real browser against `oidc-provider`
 * on loopback: a new person gets an account with the department from the claims, an existing
 * person is linked by a verified email of an allowed domain, and signing out here also signs
 * out at the provider.
 */
describe('company sign-in with OpenID Connect', () => {
  const suite = useAppSuite();
  let provider: TestOidcProvider | undefined;
  const idp = () => {
    if (!provider) throw new Error('the provider starts in beforeAll');
    return provider;
  };
  let adminLogin: Awaited<ReturnType<typeof loginAs>>;

  beforeAll(async () => {
    const { url } = suite().server;
    provider = await startTestOidcProvider({
      redirectUris: [`${url}/api/sso/oidc/callback`],
      postLogoutRedirectUris: [`${url}/auth/login`],
    });
    adminLogin = await loginAs(url, ADMIN);
    const made = await fetch(`${url}/api/admin/sso/oidc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminLogin.token}` },
      body: JSON.stringify({
        label: 'Acme',
        enabled: true,
        allowed_domains: ['acme.test'],
        attribute_mapping: {},
        unknown_lookup_values: 'add',
        issuer: idp().issuer,
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        scopes: 'openid email profile',
        end_session: true,
      }),
    });
    expect(made.status, await made.clone().text()).toBe(201);
  });
  afterAll(() => provider?.close());

  /** From the login page's SSO button through the provider's pages, back signed in. */
  async function signInThroughProvider(page: Page, lang: Lang, login: string) {
    const { url } = suite().server;
    await page.goto(`${url}/auth/login`);
    await page.getByRole('link', { name: WORDS[lang].sso }).click();
    await page.waitForURL(`${idp().issuer}/**`);
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${url}/`);
    await expect.poll(async () => (await sessionCookies(page.context())).accessToken?.value).toBeTruthy();
  }

  async function me(page: Page) {
    const { accessToken } = await sessionCookies(page.context());
    const answer = await fetch(`${suite().server.url}/api/users/me`, {
      headers: { authorization: `Bearer ${accessToken?.value ?? ''}` },
    });
    return ((await answer.json()) as { data: { id: string; email: string; departments: string[] } }).data;
  }

  for (const lang of LANGS) {
    it(`signs a new person in, with their department from the claims (${lang})`, async () => {
      const login = `new-${lang}-${Date.now().toString(36)}`;
      idp().accounts.set(login, {
        email: `${login}@acme.test`,
        email_verified: true,
        name: lang === 'ar' ? 'منى علي' : 'Mona Ali',
        department: `Treasury ${lang}`,
      });
      const { page } = await suite().open({ language: lang });
      await signInThroughProvider(page, lang, login);
      await page.getByRole('banner').getByRole('button', { name: WORDS[lang].logOut }).waitFor();
      expect(await me(page)).toMatchObject({
        email: `${login}@acme.test`,
        departments: [`Treasury ${lang}`],
      });
    });

    it(`links an existing person, and signing out also signs out at the provider (${lang})`, async () => {
      const { url } = suite().server;
      const login = `old-${lang}-${Date.now().toString(36)}`;
      const email = `${login}@acme.test`;
      await createAccountViaApi(url, email, 'Secret123');
      const existingId = (
        (await (
          await fetch(`${url}/api/users/me`, {
            headers: { authorization: `Bearer ${await loginViaApi(url, email, 'Secret123')}` },
          })
        ).json()) as { data: { id: string } }
      ).data.id;
      idp().accounts.set(login, { email, email_verified: true, name: 'Existing Person' });

      const { page } = await suite().open({ language: lang });
      await signInThroughProvider(page, lang, login);
      expect((await me(page)).id).toBe(existingId);

      await page.getByRole('banner').getByRole('button', { name: WORDS[lang].logOut }).click();
      await page.waitForURL(`${idp().issuer}/session/end**`);
      expect(idp().endSessions).toContain(login);
      await page.getByRole('button', { name: /sign me out/i }).click();
      await page.waitForURL(`${url}/auth/login`);
      expect(await sessionCookies(page.context())).toMatchObject({ accessToken: undefined });
    });

    it(`shows the admin screen and the error page (${lang})`, async () => {
      const { url } = suite().server;
      const problems: string[] = [];
      const { page, context } = await suite().open({ language: lang });
      await addSessionCookies(context, url, adminLogin);
      await page.goto(`${url}/admin/sign-in`);
      await page.getByText('Acme', { exact: true }).waitFor();
      await page.getByText(`${url}/api/sso/oidc/callback`).waitFor();
      await shootEveryWay(page, 'sso-admin', problems);
      await page.getByRole('link', { name: WORDS[lang].sso_.admin.addOidc }).click();
      await page.getByLabel(WORDS[lang].sso_.admin.fields.issuer).waitFor();
      await shootEveryWay(page, 'sso-oidc-form', problems);

      const visitor = await suite().open({ language: lang });
      await visitor.page.goto(`${url}/auth/sso-error?reason=link_domain_not_allowed`);
      await visitor.page.getByText(WORDS[lang].sso_.error.reasons.link_domain_not_allowed).waitFor();
      await shootEveryWay(visitor.page, 'sso-error', problems);
      expect(problems).toEqual([]);
    });
  }
});

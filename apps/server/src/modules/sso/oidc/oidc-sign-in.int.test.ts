import { createServer } from 'node:net';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../db/schema.js';
import { createUser } from '../../../test/accounts.fixtures.js';
import { authResultOf, post } from '../../../test/http.js';
import { useTestApp } from '../../../test/test-app.js';
import { insertSsoConnection, sealClientSecret, updateSsoConnection } from '../sso-connections.repository.js';
import {
  signInAtProvider,
  startTestOidcProvider,
  TEST_CLIENT,
  type TestOidcProvider,
} from './oidc-test-provider.test-support.js';

const PUBLIC_URL = 'http://aq.test';
const REDIRECT_URI = `${PUBLIC_URL}/api/sso/oidc/callback`;
const TIMEOUT_MS = 4000;
const app = useTestApp({ PUBLIC_URL, SSO_PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS) });

let provider: TestOidcProvider;
beforeAll(async () => {
  provider = await startTestOidcProvider({
    redirectUris: [REDIRECT_URI],
    postLogoutRedirectUris: [`${PUBLIC_URL}/auth/login`],
  });
  provider.accounts.set('mona', {
    email: 'Mona@Acme.com',
    email_verified: true,
    name: 'Mona Ali',
    department: 'Treasury Desk',
  });
});
afterAll(() => provider.close());

async function oidcConnection(issuer = provider.issuer) {
  return insertSsoConnection(app().ctx.db, {
    protocol: 'oidc',
    label: 'Acme',
    config: { issuer, clientId: TEST_CLIENT.id, scopes: 'openid email profile', endSession: true },
    secretSealed: sealClientSecret(app().ctx.secret, TEST_CLIENT.secret),
    allowedDomains: ['acme.com'],
  });
}

const cookiesOf = (header: string | string[] | undefined) =>
  (Array.isArray(header) ? header : header ? [header] : []).map((line) => line.split(';')[0]!);

/** GET through the app, as the browser would; answers the redirect's address and cookies. */
async function visit(url: string, cookies: string[] = []) {
  const response = await app().inject({ method: 'GET', url, headers: { cookie: cookies.join('; ') } });
  expect(response.statusCode, response.body).toBe(302);
  return { location: String(response.headers.location), cookies: cookiesOf(response.headers['set-cookie']) };
}

/** The whole browser round trip: our start, the provider's pages, our callback. */
async function signIn(login: string, connectionId: string, returnTo = '/categories/quiz?id=3') {
  const start = await visit(`/api/sso/oidc/${connectionId}/login?return_to=${encodeURIComponent(returnTo)}`);
  expect(start.location, JSON.stringify(await lastRefusal())).toMatch(/^http:\/\/127\.0\.0\.1:/);
  const back = await signInAtProvider(start.location, login);
  expect(back.startsWith(REDIRECT_URI)).toBe(true);
  const callback = back.slice(PUBLIC_URL.length);
  return { start, callback, finish: await visit(callback, start.cookies) };
}

const auditRows = () => app().ctx.db.select().from(auditLog).orderBy(asc(auditLog.id));
const lastRefusal = async () => (await auditRows()).filter((row) => row.outcome === 'refused').at(-1);

describe('OIDC sign-in against oidc-provider', () => {
  it('starts with PKCE S256, state and nonce, and keeps them in a sealed cookie', async () => {
    const { id } = await oidcConnection();
    const start = await visit(`/api/sso/oidc/${id}/login`);
    const authorize = new URL(start.location);
    expect(authorize.origin).toBe(provider.issuer);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: TEST_CLIENT.id,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.stringMatching(/^[\w-]{20,}$/),
      nonce: expect.stringMatching(/^[\w-]{20,}$/),
    });
    expect(start.cookies).toHaveLength(1);
    expect(start.cookies[0]).toMatch(/^aq_oidc_[\w-]+=v1\./);
    expect(start.cookies[0]).not.toContain(authorize.searchParams.get('nonce')!);
  });

  it('creates the account with its department, lands on the deep link, and the token signs in', async () => {
    const { id } = await oidcConnection();
    const { finish } = await signIn('mona', id);
    expect(finish.location, JSON.stringify(await lastRefusal())).toMatch(
      /^\/categories\/quiz\?id=3&token=[\w-]{40,}$/,
    );
    const state = new URL(finish.location, PUBLIC_URL).searchParams.get('token')!;
    const { user } = authResultOf(await post(app(), '/api/sso/login', { body: { state } }));
    expect(user).toMatchObject({
      email: 'mona@acme.com',
      name: 'Mona Ali',
      departments: ['Treasury Desk'],
      has_password: false,
    });
    // The provider offers end-session and the connection asks for it: the sign-out cookies are set.
    expect(finish.cookies.map((cookie) => cookie.split('=')[0])).toEqual(
      expect.arrayContaining(['aq_oidc_session', 'aq_sso_logout']),
    );
    expect((await auditRows()).map((row) => row.action)).toEqual(
      expect.arrayContaining(['provision_create', 'sign_in']),
    );
  });

  it('links an existing person by the verified email, and signs out at the provider', async () => {
    const { id } = await oidcConnection();
    const existing = await createUser(app(), { email: 'mona@acme.com', name: 'Mona' });
    const { finish } = await signIn('mona', id, '/');
    const state = new URL(finish.location, PUBLIC_URL).searchParams.get('token')!;
    const { user } = authResultOf(await post(app(), '/api/sso/login', { body: { state } }));
    expect(user.id).toBe(existing.id);
    expect((await auditRows()).map((row) => row.action)).toContain('link');

    const sessionCookie = finish.cookies.filter((cookie) => cookie.startsWith('aq_oidc_session='));
    const logout = await visit('/api/sso/oidc/logout', sessionCookie);
    const endSession = new URL(logout.location);
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${provider.issuer}/session/end`);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/auth/login`);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect(logout.cookies).toEqual(expect.arrayContaining(['aq_oidc_session=', 'aq_sso_logout=']));
    // Without the cookie (a password session), sign-out just goes to the login page.
    expect((await visit('/api/sso/oidc/logout')).location).toBe('/auth/login');
  });

  it('sends a person whose connection does not sign out at the provider straight to the login page', async () => {
    const row = await oidcConnection();
    const { id } = row;
    await updateSsoConnection(app().ctx.db, id, { config: { ...row.config, endSession: false } });
    const { finish } = await signIn('mona', id);
    expect(finish.cookies.some((cookie) => cookie.startsWith('aq_oidc_session='))).toBe(false);
  });

  // forged: signed with another key; expired; wrong-audience: for another client; wrong-nonce.
  it.each(['forged', 'expired', 'wrong-audience', 'wrong-nonce'] as const)(
    'refuses a %s ID token: error page, nothing created, audited',
    async (tamper) => {
      const { id } = await oidcConnection();
      provider.tamper = tamper;
      try {
        const { finish } = await signIn('mona', id);
        expect(finish.location).toBe('/auth/sso-error?reason=invalid_response');
      } finally {
        provider.tamper = undefined;
      }
      expect(await app().ctx.db.select().from(users)).toEqual([]);
      expect(await lastRefusal()).toMatchObject({
        source: 'oidc',
        reason: 'invalid_response',
        connectionId: id,
      });
    },
  );

  it('refuses a callback whose flow cookie is missing, or whose state is not the one it keeps', async () => {
    const { id } = await oidcConnection();
    const { start, callback } = await signIn('mona', id);
    // The same callback again: the flow was used once and its cookie cleared by the browser.
    expect((await visit(callback)).location).toBe('/auth/sso-error?reason=expired_request');
    const otherState = callback.replace(/state=[^&]+/, 'state=somebody-elses-state');
    expect((await visit(otherState, start.cookies)).location).toBe('/auth/sso-error?reason=expired_request');
    expect(await lastRefusal()).toMatchObject({ reason: 'expired_request' });
  });

  it('refuses an unknown connection', async () => {
    const unknown = await visit('/api/sso/oidc/0f0f0f0f-0000-4000-8000-000000000000/login');
    expect(unknown.location).toBe('/auth/sso-error?reason=unknown_connection');
    expect((await visit('/api/sso/oidc/not-an-id/login')).location).toBe(
      '/auth/sso-error?reason=unknown_connection',
    );
    expect(await lastRefusal()).toMatchObject({ reason: 'unknown_connection', connectionId: null });
  });

  it('refuses when the provider is down', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => {
          resolve(port);
        });
      });
    });
    const { id } = await oidcConnection(`http://127.0.0.1:${closedPort}`);
    expect((await visit(`/api/sso/oidc/${id}/login`)).location).toBe(
      '/auth/sso-error?reason=provider_unavailable',
    );
    expect(await lastRefusal()).toMatchObject({ reason: 'provider_unavailable', connectionId: id });
  });

  it('gives up on a provider slower than the limit', async () => {
    const { id } = await oidcConnection();
    provider.tokenDelayMs = TIMEOUT_MS + 1000;
    const startedAt = Date.now();
    try {
      const { finish } = await signIn('mona', id);
      expect(finish.location).toBe('/auth/sso-error?reason=provider_timeout');
    } finally {
      provider.tokenDelayMs = 0;
    }
    expect(Date.now() - startedAt).toBeLessThan(TIMEOUT_MS + 5000);
    expect(await app().ctx.db.select().from(users)).toEqual([]);
  });

  it('refuses the person who cancels at the provider', async () => {
    const { id } = await oidcConnection();
    const start = await visit(`/api/sso/oidc/${id}/login`);
    const state = new URL(start.location).searchParams.get('state')!;
    const cancelled = `/api/sso/oidc/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(provider.issuer)}`;
    expect((await visit(cancelled, start.cookies)).location).toBe('/auth/sso-error?reason=provider_error');
  });
});

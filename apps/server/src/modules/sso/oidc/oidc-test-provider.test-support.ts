import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID Connect provider (`oidc-provider`, the certified implementation) on loopback,
 * for the integration and browser tests: discovery, authorization code with PKCE, ID tokens
 * signed with a test key, UserInfo, end-session, and its development sign-in pages (any login
 * and password is accepted; the login names the account). A test may tamper with the ID
 * token the token endpoint answers, or make that endpoint slow.
 */

export const TEST_CLIENT = { id: 'awarequest', secret: 'test-client-secret-that-is-long-enough' };

export type IdTokenTamper = 'forged' | 'expired' | 'wrong-audience' | 'wrong-nonce';

export interface TestOidcProvider {
  issuer: string;
  /** The account a login name signs in to: its claims (sub is the login name). */
  accounts: Map<string, Record<string, unknown>>;
  /** Set to change the next ID tokens; undefined: as the provider issued them. */
  tamper: IdTokenTamper | undefined;
  /** Milliseconds the token endpoint waits before answering. */
  tokenDelayMs: number;
  /** Every end-session request's `id_token_hint` subject, for the sign-out check. */
  endSessions: string[];
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startTestOidcProvider(options: {
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}): Promise<TestOidcProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const forger = (await generateKeyPair('RS256')).privateKey;

  const handling: { handler?: (req: IncomingMessage, res: ServerResponse) => unknown } = {};
  const server: Server = createServer((req, res) => {
    if (handling.handler) void handling.handler(req, res);
    else res.end();
  });
  // Longer than the client's keep-alive, so a kept socket is never closed under a request.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const state: TestOidcProvider = {
    issuer,
    accounts: new Map(),
    tamper: undefined,
    tokenDelayMs: 0,
    endSessions: [],
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['test-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'department', 'job_title', 'company', 'group', 'country'],
    },
    findAccount: (_ctx, id) => {
      const claims = state.accounts.get(id) ?? { email: `${id}@example.com`, email_verified: true };
      return { accountId: id, claims: () => ({ sub: id, ...claims }) };
    },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
  });
  provider.use(async (ctx: KoaContextWithOIDC, next) => {
    if (ctx.path === '/token' && state.tokenDelayMs > 0) await sleep(state.tokenDelayMs);
    if (ctx.path === '/session/end' && ctx.method === 'GET') {
      const hint = ctx.query.id_token_hint;
      if (typeof hint === 'string') state.endSessions.push(String(decodeJwt(hint).sub));
    }
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path === '/token' && state.tamper && body?.id_token) {
      ctx.body = { ...body, id_token: await tamperWith(body.id_token, state.tamper) };
    }
  });
  handling.handler = provider.callback();

  async function tamperWith(idToken: string, how: IdTokenTamper): Promise<string> {
    const claims = decodeJwt(idToken);
    const now = Math.floor(Date.now() / 1000);
    const changed =
      how === 'expired'
        ? { ...claims, iat: now - 7200, exp: now - 3600 }
        : how === 'wrong-audience'
          ? { ...claims, aud: 'someone-else' }
          : how === 'wrong-nonce'
            ? { ...claims, nonce: 'not-the-nonce-we-sent' }
            : claims;
    const key = how === 'forged' ? forger : privateKey;
    return new SignJWT(changed).setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).sign(key);
  }

  return state;
}

/** A browser-less visit: follows nothing, keeps the provider's cookies between requests. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0)
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }
}

/**
 * Signs `login` in at the provider from its authorization address, as a person would on its
 * development pages (login, then consent), and returns the address it sends the browser back
 * to: our callback with `code` and `state`, or with an `error`.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new CookieJar();
  let next = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    const response = await jar.fetch(next);
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next).href;
      if (!target.startsWith(new URL(authorizationUrl).origin)) return target;
      next = target;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt)
      throw new Error(`unexpected provider page (${response.status}): ${page.slice(0, 300)}`);
    const form = new URLSearchParams({ prompt, login, password: 'any-password' });
    const posted = await jar.fetch(new URL(action, next).href, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    next = new URL(posted.headers.get('location') ?? '', next).href;
  }
  throw new Error('the provider never sent the browser back');
}

import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A wearable provider on loopback that behaves as Google's OAuth 2.0 and Health APIs document:
 * a consent page, codes good once for 60 s and bound to their PKCE challenge (S256 only) and
 * redirect URI, access tokens that expire, refresh tokens that rotate (a reused one revokes
 * its whole grant, as OAuth 2.0 Security BCP §4.14 advises), RFC 7009 revocation (a token
 * unknown or revoked already is answered 400 `invalid_token`, as Google does), and the
 * RFC 6749 error answers. Tests steer it through the public fields.
 */

interface Grant {
  id: string;
  isRevoked: boolean;
}
interface PendingCode {
  grant: Grant;
  challenge: string;
  redirectUri: string;
  expiresAt: number;
  isUsed: boolean;
}

export interface FakePerson {
  heightMm?: number;
  weightGrams?: number;
  age?: number;
  gender?: string;
  birthday?: { year?: number; month: number; day: number };
}

export interface FakeWearableProvider {
  url: string;
  clientId: string;
  clientSecret: string;
  /** The person behind the consent screen. */
  person: FakePerson;
  /** How the consent screen answers a request when `autoConsent` is set (API tests): no page. */
  autoConsent: 'allow' | 'deny' | undefined;
  /** Seconds an access token lives. */
  accessTtlSeconds: number;
  /** Delays every token, revocation and API answer (timeouts, overlapping calls). */
  delayMs: number;
  /** Makes the profile answer a shape the API does not document. */
  isProfileMalformed: boolean;
  /** Makes the revocation endpoint answer 503 without revoking (the provider is down). */
  isRevocationDown: boolean;
  /** What happened: grants of each kind at /token, revocations, refused calls. */
  counts: {
    codeGrants: number;
    refreshGrants: number;
    revocations: number;
    refusedRefreshes: number;
    /** Revocations of a token unknown or revoked already (answered 400 `invalid_token`). */
    refusedRevocations: number;
  };
  /** The environment a server needs to use this provider as `google-health`. */
  env: () => Record<string, string>;
  close: () => Promise<void>;
}

const random = () => randomBytes(24).toString('base64url');
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeWearableProvider(): Promise<FakeWearableProvider> {
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, { grant: Grant; expiresAt: number }>();
  const refreshTokens = new Map<string, { grant: Grant; isUsed: boolean }>();
  const consents = new Map<string, URLSearchParams>();

  function issueTokens(grant: Grant) {
    const access = random();
    const refresh = random();
    accessTokens.set(access, { grant, expiresAt: Date.now() + fake.accessTtlSeconds * 1000 });
    refreshTokens.set(refresh, { grant, isUsed: false });
    return {
      access_token: access,
      token_type: 'Bearer',
      expires_in: fake.accessTtlSeconds,
      refresh_token: refresh,
    };
  }

  function answerConsent(response: ServerResponse, query: URLSearchParams, choice: 'allow' | 'deny') {
    const target = new URL(query.get('redirect_uri') ?? '');
    const state = query.get('state');
    if (choice === 'deny') {
      target.searchParams.set('error', 'access_denied');
    } else {
      const code = random();
      codes.set(code, {
        grant: { id: random(), isRevoked: false },
        challenge: query.get('code_challenge') ?? '',
        redirectUri: query.get('redirect_uri') ?? '',
        expiresAt: Date.now() + 60_000,
        isUsed: false,
      });
      target.searchParams.set('code', code);
    }
    if (state) target.searchParams.set('state', state);
    response.writeHead(302, { location: target.toString() });
    response.end();
  }

  function authorize(response: ServerResponse, query: URLSearchParams) {
    const redirect = query.get('redirect_uri');
    if (query.get('client_id') !== fake.clientId || !redirect) {
      response.writeHead(400, { 'content-type': 'text/plain' });
      response.end('invalid_client');
      return;
    }
    const isValid =
      query.get('response_type') === 'code' &&
      query.get('code_challenge_method') === 'S256' &&
      (query.get('code_challenge') ?? '').length >= 43;
    if (!isValid) {
      const target = new URL(redirect);
      target.searchParams.set('error', 'invalid_request');
      response.writeHead(302, { location: target.toString() });
      response.end();
      return;
    }
    if (fake.autoConsent) {
      answerConsent(response, query, fake.autoConsent);
      return;
    }
    const id = random();
    consents.set(id, query);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><title>Fake provider consent</title></head><body>
<main><h1>Allow AwareQuest to read your profile?</h1>
<a href="/consent?id=${id}&choice=allow">Allow</a> <a href="/consent?id=${id}&choice=deny">Deny</a></main></body></html>`);
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = await readForm(request);
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [];
    const clientId = form.get('client_id') ?? basicId;
    const clientSecret = form.get('client_secret') ?? basicSecret;
    if (clientId !== fake.clientId || clientSecret !== fake.clientSecret) {
      json(response, 401, { error: 'invalid_client' });
      return;
    }
    await sleep(fake.delayMs);
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const pending = codes.get(form.get('code') ?? '');
      if (!pending || pending.expiresAt < Date.now() || pending.redirectUri !== form.get('redirect_uri')) {
        json(response, 400, { error: 'invalid_grant' });
        return;
      }
      if (pending.isUsed) {
        // A code used twice: everything issued from it is revoked (RFC 6749 §4.1.2).
        pending.grant.isRevoked = true;
        json(response, 400, { error: 'invalid_grant' });
        return;
      }
      pending.isUsed = true;
      if (s256(form.get('code_verifier') ?? '') !== pending.challenge) {
        json(response, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
        return;
      }
      fake.counts.codeGrants += 1;
      json(response, 200, issueTokens(pending.grant));
      return;
    }
    if (grantType === 'refresh_token') {
      const stored = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!stored || stored.grant.isRevoked || stored.isUsed) {
        if (stored?.isUsed) stored.grant.isRevoked = true;
        fake.counts.refusedRefreshes += 1;
        json(response, 400, { error: 'invalid_grant' });
        return;
      }
      stored.isUsed = true;
      fake.counts.refreshGrants += 1;
      json(response, 200, issueTokens(stored.grant));
      return;
    }
    json(response, 400, { error: 'unsupported_grant_type' });
  }

  async function revoke(request: IncomingMessage, response: ServerResponse) {
    const form = await readForm(request);
    const value = form.get('token') ?? '';
    if (fake.isRevocationDown) {
      json(response, 503, { error: 'temporarily_unavailable' });
      return;
    }
    await sleep(fake.delayMs);
    const grant = refreshTokens.get(value)?.grant ?? accessTokens.get(value)?.grant;
    if (!grant || grant.isRevoked) {
      fake.counts.refusedRevocations += 1;
      json(response, 400, { error: 'invalid_token' });
      return;
    }
    grant.isRevoked = true;
    fake.counts.revocations += 1;
    response.writeHead(200);
    response.end();
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string) {
    await sleep(fake.delayMs);
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const access = accessTokens.get(bearer);
    if (!access || access.grant.isRevoked || access.expiresAt < Date.now()) {
      json(response, 401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
      return;
    }
    const person = fake.person;
    const time = { physicalTime: new Date().toISOString() };
    if (path === '/v4/users/me/profile') {
      json(
        response,
        200,
        fake.isProfileMalformed ? { age: 'forty' } : { name: 'users/me/profile', age: person.age },
      );
    } else if (path === '/v4/users/me/dataTypes/height/dataPoints') {
      json(response, 200, {
        dataPoints: person.heightMm
          ? // An int64: Google's JSON sends it as a string of digits.
            [{ height: { heightMillimeters: String(person.heightMm), sampleTime: time } }]
          : [],
      });
    } else if (path === '/v4/users/me/dataTypes/weight/dataPoints') {
      json(response, 200, {
        dataPoints: person.weightGrams
          ? [{ weight: { weightGrams: person.weightGrams, sampleTime: time } }]
          : [],
      });
    } else if (path === '/v1/people/me') {
      json(response, 200, {
        resourceName: 'people/1',
        birthdays: person.birthday ? [{ metadata: { primary: true }, date: person.birthday }] : [],
        genders: person.gender ? [{ metadata: { primary: true }, value: person.gender }] : [],
      });
    } else {
      json(response, 404, { error: { code: 404 } });
    }
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const route = `${request.method} ${url.pathname}`;
    const handle = async () => {
      if (route === 'GET /authorize') authorize(response, url.searchParams);
      else if (route === 'GET /consent') {
        const query = consents.get(url.searchParams.get('id') ?? '');
        consents.delete(url.searchParams.get('id') ?? '');
        if (!query) {
          response.writeHead(400);
          response.end('unknown consent');
        } else answerConsent(response, query, url.searchParams.get('choice') === 'allow' ? 'allow' : 'deny');
      } else if (route === 'POST /token') await token(request, response);
      else if (route === 'POST /revoke') await revoke(request, response);
      else if (request.method === 'GET') await api(request, response, url.pathname);
      else json(response, 404, {});
    };
    handle().catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, { error: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeWearableProvider = {
    url,
    clientId: 'fake-client-id',
    clientSecret: 'fake-client-secret',
    person: {
      heightMm: 1725,
      weightGrams: 68_400,
      age: 34,
      gender: 'female',
      birthday: { year: 1991, month: 3, day: 9 },
    },
    autoConsent: 'allow',
    accessTtlSeconds: 3600,
    delayMs: 0,
    isProfileMalformed: false,
    isRevocationDown: false,
    counts: { codeGrants: 0, refreshGrants: 0, revocations: 0, refusedRefreshes: 0, refusedRevocations: 0 },
    env: () => ({
      WEARABLE_PROVIDERS: 'google-health',
      WEARABLE_GOOGLE_HEALTH_CLIENT_ID: fake.clientId,
      WEARABLE_GOOGLE_HEALTH_CLIENT_SECRET: fake.clientSecret,
      WEARABLE_GOOGLE_HEALTH_AUTHORIZATION_URL: `${url}/authorize`,
      WEARABLE_GOOGLE_HEALTH_TOKEN_URL: `${url}/token`,
      WEARABLE_GOOGLE_HEALTH_REVOCATION_URL: `${url}/revoke`,
      WEARABLE_GOOGLE_HEALTH_API_URL: url,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
  return fake;
}

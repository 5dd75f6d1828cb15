import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { WearableProviderConfig } from '../../config.js';
import type { ReadJson, WearableProviderAdapter } from './providers/wearable-provider.js';

/**
 * The OAuth 2.0 client of every wearable provider: authorization code with PKCE (S256,
 * RFC 7636), refresh (RFC 6749 §6) and revocation (RFC 7009), each call bounded by the timeout.
 */

/** Why a call to the provider failed; the service turns it into the person's message. */
export class WearableProviderError extends Error {
  override name = 'WearableProviderError';
  constructor(
    readonly reason: 'timeout' | 'invalid_grant' | 'unauthorized' | 'failed' | 'malformed',
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

/** A provider with this deployment's client registration and endpoint overrides applied. */
export interface ResolvedProvider {
  adapter: WearableProviderAdapter;
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  revocationUrl: string;
  /** A resource URL as the adapter wrote it, sent to WEARABLE_<ID>_API_URL when that is set. */
  apiUrl: (url: string) => string;
}

export function resolveProvider(
  adapter: WearableProviderAdapter,
  config: WearableProviderConfig,
): ResolvedProvider {
  const api = config.urls.api?.replace(/\/$/, '');
  return {
    adapter,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authorizationUrl: config.urls.authorization ?? adapter.authorizationUrl,
    tokenUrl: config.urls.token ?? adapter.tokenUrl,
    revocationUrl: config.urls.revocation ?? adapter.revocationUrl,
    apiUrl: (url) => {
      if (!api) return url;
      const origin = adapter.apiOrigins.find((candidate) => url.startsWith(candidate));
      return origin ? api + url.slice(origin.length) : url;
    },
  };
}

export const newState = () => randomBytes(32).toString('base64url');
export const newCodeVerifier = () => randomBytes(32).toString('base64url');
export const codeChallengeOf = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url');

export function authorizationUrl(
  provider: ResolvedProvider,
  request: { state: string; codeVerifier: string; redirectUri: string },
): string {
  const url = new URL(provider.authorizationUrl);
  const params = {
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: request.redirectUri,
    scope: provider.adapter.scopes.join(' '),
    state: request.state,
    code_challenge: codeChallengeOf(request.codeVerifier),
    code_challenge_method: 'S256',
    ...provider.adapter.authorizationParams,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().refine((type) => type.toLowerCase() === 'bearer'),
  expires_in: z.coerce.number().positive().optional(),
  refresh_token: z.string().min(1).optional(),
});

export interface TokenSet {
  accessToken: string;
  refreshToken: string | undefined;
  accessExpiresAt: Date | null;
}

async function call(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: kept as text for the checks below, which refuse it.
    }
    return { status: response.status, body };
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      throw new WearableProviderError('timeout', url);
    throw new WearableProviderError('failed', `${url}: ${String(error)}`);
  }
}

async function tokenRequest(provider: ResolvedProvider, grant: Record<string, string>, timeoutMs: number) {
  const body = new URLSearchParams({
    ...grant,
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
  });
  const { status, body: answer } = await call(
    provider.tokenUrl,
    { method: 'POST', body, headers: { accept: 'application/json' } },
    timeoutMs,
  );
  if (status !== 200) {
    const error = z.object({ error: z.string() }).safeParse(answer);
    if (error.success && error.data.error === 'invalid_grant')
      throw new WearableProviderError('invalid_grant', 'the provider refused the grant');
    throw new WearableProviderError('failed', `token endpoint answered ${status}`);
  }
  const parsed = tokenAnswerSchema.safeParse(answer);
  if (!parsed.success) throw new WearableProviderError('malformed', 'token answer');
  return {
    accessToken: parsed.data.access_token,
    refreshToken: parsed.data.refresh_token,
    accessExpiresAt: parsed.data.expires_in ? new Date(Date.now() + parsed.data.expires_in * 1000) : null,
  } satisfies TokenSet;
}

export const exchangeCode = (
  provider: ResolvedProvider,
  request: { code: string; codeVerifier: string; redirectUri: string },
  timeoutMs: number,
) =>
  tokenRequest(
    provider,
    {
      grant_type: 'authorization_code',
      code: request.code,
      code_verifier: request.codeVerifier,
      redirect_uri: request.redirectUri,
    },
    timeoutMs,
  );

export const refreshTokens = (provider: ResolvedProvider, refreshToken: string, timeoutMs: number) =>
  tokenRequest(provider, { grant_type: 'refresh_token', refresh_token: refreshToken }, timeoutMs);

/**
 * What a provider said to a revocation: `revoked` (200, RFC 7009), `already_invalid` (Google's
 * 400 `invalid_token` for a token that was revoked or expired already: the grant is gone
 * either way), or `unconfirmed` (down, slow, any other answer: worth trying again).
 */
export type RevocationAnswer = 'revoked' | 'already_invalid' | 'unconfirmed';

/** RFC 7009 revocation, bounded by the timeout; never throws. */
export async function revokeToken(
  provider: ResolvedProvider,
  token: string,
  timeoutMs: number,
): Promise<RevocationAnswer> {
  const body = new URLSearchParams({
    token,
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
  });
  try {
    const { status, body: answer } = await call(provider.revocationUrl, { method: 'POST', body }, timeoutMs);
    if (status === 200) return 'revoked';
    const error = z.object({ error: z.string() }).safeParse(answer);
    return status === 400 && error.success && error.data.error === 'invalid_token'
      ? 'already_invalid'
      : 'unconfirmed';
  } catch {
    return 'unconfirmed';
  }
}

/** Resource reads with the access token; a 401 means the token is no longer good. */
export function apiReader(provider: ResolvedProvider, accessToken: string, timeoutMs: number): ReadJson {
  return async (url) => {
    const { status, body } = await call(
      provider.apiUrl(url),
      { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
      timeoutMs,
    );
    if (status === 401) throw new WearableProviderError('unauthorized', url);
    if (status !== 200) throw new WearableProviderError('failed', `${url} answered ${status}`);
    return body;
  };
}

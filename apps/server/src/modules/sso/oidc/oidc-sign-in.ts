import * as oidc from 'openid-client';
import { safeReturnPath } from '@awarequest/contracts';
import type { AppContext } from '../../../app-context.js';
import type { RequestMeta } from '../../accounts/public.js';
import { completeSsoSignIn } from '../complete-sso-sign-in.js';
import {
  findSsoConnection,
  oidcConfigOf,
  type OidcConnectionConfig,
  type SsoConnectionRow,
} from '../sso-connections.repository.js';
import type { SsoIdentity } from '../sso-identity.js';
import { refuseSsoSignIn } from '../sso-refusal.js';
import { oidcConfiguration } from './oidc-discovery.js';
import { describeOidcFailure } from './oidc-errors.js';
import { openFlow, type OidcFlow } from './oidc-flow.js';
import { identityFromClaims } from './oidc-identity.js';

export type OidcStart =
  { kind: 'provider'; address: string; flow: OidcFlow } | { kind: 'refused'; address: string };

type Usable = { row: SsoConnectionRow; config: OidcConnectionConfig } | { refused: string };

/** The connection if it is a usable, enabled OIDC one; else the refusal page's address. */
async function usableConnection(ctx: AppContext, connectionId: string, meta: RequestMeta): Promise<Usable> {
  const row = await findSsoConnection(ctx.db, connectionId);
  const config = row && oidcConfigOf(row);
  if (!row || !config)
    return {
      refused: await refuseSsoSignIn(
        ctx,
        {
          protocol: 'oidc',
          reason: 'unknown_connection',
          details: { connection: connectionId.slice(0, 100) },
        },
        meta,
      ),
    };
  if (!row.enabled)
    return {
      refused: await refuseSsoSignIn(
        ctx,
        { protocol: 'oidc', reason: 'connection_disabled', connectionId: row.id },
        meta,
      ),
    };
  return { row, config };
}

async function providerFailure(ctx: AppContext, row: SsoConnectionRow, error: unknown, meta: RequestMeta) {
  const failure = describeOidcFailure(error);
  return refuseSsoSignIn(ctx, { protocol: 'oidc', connectionId: row.id, ...failure }, meta);
}

/**
 * The start of an OIDC sign-in (authorization code flow with PKCE S256, state and nonce):
 * the provider's authorization address and the flow the callback needs.
 */
export async function startOidcSignIn(
  ctx: AppContext,
  input: { connectionId: string; returnTo: string | undefined; redirectUri: string },
  meta: RequestMeta,
): Promise<OidcStart> {
  const connection = await usableConnection(ctx, input.connectionId, meta);
  if ('refused' in connection) return { kind: 'refused', address: connection.refused };
  const { row, config } = connection;
  let configuration: oidc.Configuration;
  try {
    configuration = await oidcConfiguration(ctx, row, config);
  } catch (error) {
    return { kind: 'refused', address: await providerFailure(ctx, row, error, meta) };
  }
  const verifier = oidc.randomPKCECodeVerifier();
  const flow: OidcFlow = {
    connectionId: row.id,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier,
    returnTo: safeReturnPath(input.returnTo),
  };
  const address = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: input.redirectUri,
    scope: config.scopes,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  });
  return { kind: 'provider', address: address.href, flow };
}

export interface OidcFinish {
  address: string;
  /** Set when the person signed in and the connection signs out at the provider too. */
  endSession?: { connectionId: string; idToken: string };
}

/**
 * The callback: checks the provider's answer against the flow kept at the start (state, PKCE
 * verifier, nonce; the ID token's signature, issuer, audience and times, all by
 * openid-client), then signs the person in through `completeSsoSignIn`.
 */
export async function finishOidcSignIn(
  ctx: AppContext,
  input: { callbackUrl: URL; sealedFlow: string | undefined },
  meta: RequestMeta,
): Promise<OidcFinish> {
  const flow = openFlow(ctx, input.sealedFlow);
  if (!flow || flow.state !== input.callbackUrl.searchParams.get('state'))
    return { address: await refuseSsoSignIn(ctx, { protocol: 'oidc', reason: 'expired_request' }, meta) };
  const connection = await usableConnection(ctx, flow.connectionId, meta);
  if ('refused' in connection) return { address: connection.refused };
  const { row, config } = connection;

  let identity: SsoIdentity;
  let idToken: string | undefined;
  let endSessionOffered: boolean;
  try {
    const configuration = await oidcConfiguration(ctx, row, config);
    const tokens = await oidc.authorizationCodeGrant(configuration, input.callbackUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    const userInfo = await readUserInfo(configuration, tokens.access_token, claims.sub);
    identity = identityFromClaims(row.id, { ...userInfo, ...claims });
    idToken = tokens.id_token;
    endSessionOffered = configuration.serverMetadata().end_session_endpoint !== undefined;
  } catch (error) {
    return { address: await providerFailure(ctx, row, error, meta) };
  }
  const address = await completeSsoSignIn(ctx, identity, flow.returnTo, meta);
  const isSignedIn = address.includes('token=') && !address.startsWith('/auth/sso-error');
  return isSignedIn && config.endSession && endSessionOffered && idToken
    ? { address, endSession: { connectionId: row.id, idToken } }
    : { address };
}

/**
 * The UserInfo claims (Okta and Google send department-like claims there), checked to be of
 * the same subject. Optional: a provider without the endpoint, or failing it, leaves the ID token's.
 */
async function readUserInfo(configuration: oidc.Configuration, accessToken: string, subject: string) {
  if (!configuration.serverMetadata().userinfo_endpoint) return {};
  try {
    return await oidc.fetchUserInfo(configuration, accessToken, subject);
  } catch {
    return {};
  }
}

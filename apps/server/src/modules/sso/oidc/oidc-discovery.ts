import * as oidc from 'openid-client';
import type { AppContext } from '../../../app-context.js';
import {
  clientSecretOf,
  type OidcConnectionConfig,
  type SsoConnectionRow,
} from '../sso-connections.repository.js';

/** Discovery documents change rarely; keys rotate through the JWKS, which the library refetches. */
const CACHE_MS = 10 * 60_000;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

interface CachedConfiguration {
  key: string;
  at: number;
  configuration: Promise<oidc.Configuration>;
}
const cache = new WeakMap<AppContext, Map<string, CachedConfiguration>>();

/**
 * The provider's configuration, discovered from its issuer (`/.well-known/openid-configuration`)
 * and kept for ten minutes per connection. Plain `http` is accepted for a loopback issuer only
 * (a provider on the same machine, as in the tests); every other issuer must use https.
 */
export function oidcConfiguration(
  ctx: AppContext,
  row: SsoConnectionRow,
  config: OidcConnectionConfig,
): Promise<oidc.Configuration> {
  const key = `${config.issuer} ${config.clientId} ${row.secretSealed ?? ''}`;
  let byConnection = cache.get(ctx);
  if (!byConnection) {
    byConnection = new Map<string, CachedConfiguration>();
    cache.set(ctx, byConnection);
  }
  const hit = byConnection.get(row.id);
  if (hit && hit.key === key && Date.now() - hit.at < CACHE_MS) return hit.configuration;

  const issuer = new URL(config.issuer);
  const isLoopbackHttp = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
  const secret = clientSecretOf(ctx.secret, row);
  // The ID token's signature is checked against the provider's JWKS even though it comes
  // straight from the token endpoint (openid-client skips that by default, OIDC Core 3.1.3.7).
  const execute = [
    oidc.enableNonRepudiationChecks,
    ...(isLoopbackHttp
      ? [
          // eslint-disable-next-line @typescript-eslint/no-deprecated -- http only for a provider on this machine (tests, local development)
          oidc.allowInsecureRequests,
        ]
      : []),
  ];
  const discover = () =>
    oidc.discovery(issuer, config.clientId, secret, secret ? oidc.ClientSecretBasic(secret) : oidc.None(), {
      timeout: ctx.config.ssoProviderTimeoutMs / 1000,
      execute,
    });
  // One more try when the connection itself failed (a kept-alive socket the provider had just
  // closed): discovery is a plain GET. A slow or refusing provider is not asked twice.
  const configuration = discover().catch((error: unknown) => {
    if (error instanceof TypeError && error.message === 'fetch failed' && !isRefused(error))
      return discover();
    throw error;
  });
  const entry = { key, at: Date.now(), configuration };
  byConnection.set(row.id, entry);
  // A failed discovery is not kept: the next sign-in tries again.
  configuration.catch(() => {
    if (byConnection.get(row.id) === entry) byConnection.delete(row.id);
  });
  return configuration;
}

function isRefused(error: Error): boolean {
  const cause = error.cause as { code?: unknown } | undefined;
  return cause?.code === 'ECONNREFUSED';
}

import type { SsoRefusalReason } from '@awarequest/contracts';
import * as oidc from 'openid-client';

/** A provider failure as the error page's reason and what the audit entry may say about it. */
export interface ProviderFailure {
  reason: SsoRefusalReason;
  details: Record<string, unknown>;
}

function isTimeout(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.name === 'TimeoutError' || cause.name === 'AbortError') return true;
  }
  return false;
}

/**
 * Sorts an error of openid-client: a slow provider, a provider that cannot be reached or
 * answers badly, or an answer that failed a check (a forged, expired or wrong-audience ID
 * token, a nonce or state that does not match, a refused code).
 */
export function describeOidcFailure(error: unknown): ProviderFailure {
  const message = error instanceof Error ? error.message.slice(0, 300) : String(error);
  const code = error instanceof Error && 'code' in error ? String(error.code) : causeCode(error);
  if (isTimeout(error)) return { reason: 'provider_timeout', details: { code, message } };
  if (error instanceof oidc.AuthorizationResponseError)
    return {
      reason: 'provider_error',
      details: { code: error.error, message: error.error_description ?? message },
    };
  if (error instanceof oidc.ResponseBodyError)
    return {
      reason: 'invalid_response',
      details: { code: error.error, message: error.error_description ?? message },
    };
  // Checks the library made on what came back: signature, iss, aud, exp, nonce, state, PKCE.
  if (
    code?.startsWith('OAUTH_') &&
    code !== 'OAUTH_RESPONSE_IS_NOT_CONFORM' &&
    code !== 'OAUTH_HTTP_REQUEST_FORBIDDEN'
  )
    return { reason: 'invalid_response', details: { code, message } };
  return { reason: 'provider_unavailable', details: { code, message } };
}

/** A network failure's own code (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET), for the audit entry. */
function causeCode(error: unknown): string | undefined {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

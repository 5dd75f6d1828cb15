import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { seal, unseal } from '../../lib/crypto.js';
import { refreshTokens, WearableProviderError, type ResolvedProvider } from './wearable-oauth.js';
import {
  claimRefresh,
  findConnection,
  releaseRefresh,
  swapTokens,
  type StoredConnection,
} from './wearables.repository.js';

/** A token this close to its expiry is refreshed before use. */
const EXPIRY_MARGIN_MS = 30_000;
const POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A new access token for the connection, spending its refresh token once across every
 * instance: one instance claims a lease on the token's version and swaps in the new tokens
 * (compare-and-swap on the version); the others wait for the swap and use its result.
 */
async function refreshAccess(
  ctx: AppContext,
  provider: ResolvedProvider,
  seen: StoredConnection,
): Promise<string> {
  const timeoutMs = ctx.config.wearables.timeoutMs;
  const deadline = Date.now() + 2 * timeoutMs + 5000;
  for (let row: StoredConnection | undefined = seen; row; row = await findConnection(ctx.db, seen.userId)) {
    if (row.tokenVersion !== seen.tokenVersion) return unseal(ctx.secret, row.accessTokenSealed);
    if (!row.refreshTokenSealed) throw new AppError('WEARABLE_RECONNECT_NEEDED');
    if (await claimRefresh(ctx.db, row.userId, row.tokenVersion, timeoutMs + 5000)) {
      try {
        const tokens = await refreshTokens(provider, unseal(ctx.secret, row.refreshTokenSealed), timeoutMs);
        const isSwapped = await swapTokens(ctx.db, row.userId, row.tokenVersion, {
          accessTokenSealed: seal(ctx.secret, tokens.accessToken),
          // A provider that rotates sends a new refresh token; one that does not keeps the old one valid.
          refreshTokenSealed: tokens.refreshToken
            ? seal(ctx.secret, tokens.refreshToken)
            : row.refreshTokenSealed,
          accessExpiresAt: tokens.accessExpiresAt,
        });
        if (!isSwapped) throw new AppError('WEARABLE_NOT_CONNECTED');
        return tokens.accessToken;
      } catch (error) {
        await releaseRefresh(ctx.db, row.userId, row.tokenVersion);
        if (error instanceof WearableProviderError && error.reason === 'invalid_grant')
          throw new AppError('WEARABLE_RECONNECT_NEEDED');
        throw error;
      }
    }
    if (Date.now() > deadline) throw new WearableProviderError('timeout', 'waiting for another refresh');
    await sleep(POLL_MS);
  }
  throw new AppError('WEARABLE_NOT_CONNECTED');
}

/**
 * Runs `read` with a good access token: refreshed first when it is (nearly) expired, and once
 * more when the provider refuses it (revoked or expired early).
 */
export async function withAccessToken<T>(
  ctx: AppContext,
  provider: ResolvedProvider,
  row: StoredConnection,
  read: (accessToken: string) => Promise<T>,
): Promise<T> {
  const isExpiring =
    row.accessExpiresAt !== null && row.accessExpiresAt.getTime() - EXPIRY_MARGIN_MS < Date.now();
  const token = isExpiring
    ? await refreshAccess(ctx, provider, row)
    : unseal(ctx.secret, row.accessTokenSealed);
  try {
    return await read(token);
  } catch (error) {
    if (!(error instanceof WearableProviderError && error.reason === 'unauthorized') || isExpiring)
      throw error;
    const latest = await findConnection(ctx.db, row.userId);
    if (!latest) throw new AppError('WEARABLE_NOT_CONNECTED');
    return read(await refreshAccess(ctx, provider, latest));
  }
}

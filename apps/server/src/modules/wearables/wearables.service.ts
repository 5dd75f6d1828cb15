import { ZodError } from 'zod';
import {
  dateOfBirthSchema,
  decodeRule,
  GENDERS,
  heightSchema,
  weightSchema,
  wearableReadingSchema,
  WEARABLE_STATE_MINUTES,
  type RuleMessage,
  type User,
  type WearableApplyBody,
  type WearableCallbackBody,
  type WearableConnection,
  type WearableReading,
  type Wearables,
} from '@awarequest/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { keyedHash, seal, unseal } from '../../lib/crypto.js';
import { toUser, updateUser } from '../accounts/public.js';
import { WEARABLE_ADAPTERS } from './providers/index.js';
import {
  apiReader,
  authorizationUrl,
  exchangeCode,
  newCodeVerifier,
  newState,
  resolveProvider,
  WearableProviderError,
  type ResolvedProvider,
} from './wearable-oauth.js';
import { attemptRevocations, queueRevocations, revokeWithRetry } from './wearable-revocation.js';
import { withAccessToken } from './wearable-tokens.js';
import {
  deleteConnection,
  findConnection,
  insertAuthorization,
  redeemAuthorization,
  saveConnection,
  saveReading,
  type StoredConnection,
} from './wearables.repository.js';

/** The providers this deployment offers, with its client registrations applied. */
function offeredProviders(ctx: AppContext): ResolvedProvider[] {
  return Object.entries(ctx.config.wearables.providers).flatMap(([id, config]) => {
    const adapter = WEARABLE_ADAPTERS[id];
    return adapter ? [resolveProvider(adapter, config)] : [];
  });
}

function providerById(ctx: AppContext, id: string): ResolvedProvider {
  const provider = offeredProviders(ctx).find((candidate) => candidate.adapter.id === id);
  if (!provider) throw new AppError('WEARABLE_PROVIDER_UNKNOWN');
  return provider;
}

/** A provider failure as the person's message; nothing stored has changed when this is thrown. */
function providerFailure(error: unknown): never {
  if (error instanceof AppError) throw error;
  if (error instanceof WearableProviderError) {
    if (error.reason === 'timeout') throw new AppError('WEARABLE_TIMEOUT');
    if (error.reason === 'invalid_grant' || error.reason === 'unauthorized')
      throw new AppError('WEARABLE_RECONNECT_NEEDED');
    throw new AppError('WEARABLE_PROVIDER_FAILED');
  }
  if (error instanceof ZodError) throw new AppError('WEARABLE_PROVIDER_FAILED');
  throw error;
}

const sealReading = (ctx: AppContext, reading: WearableReading) => seal(ctx.secret, JSON.stringify(reading));
const unsealReading = (ctx: AppContext, row: StoredConnection): WearableReading =>
  wearableReadingSchema.parse(JSON.parse(unseal(ctx.secret, row.readingSealed)));

function toConnection(ctx: AppContext, row: StoredConnection): WearableConnection {
  const adapter = WEARABLE_ADAPTERS[row.provider];
  return {
    provider: { id: row.provider, label: adapter?.label ?? row.provider },
    connected_at: row.connectedAt.toISOString(),
    last_sync_at: row.lastSyncAt.toISOString(),
    reading: unsealReading(ctx, row),
  };
}

/** GET /wearables. */
export async function listWearables(ctx: AppContext, caller: Caller): Promise<Wearables> {
  const row = await findConnection(ctx.db, caller.userId);
  return {
    providers: offeredProviders(ctx).map(({ adapter }) => ({ id: adapter.id, label: adapter.label })),
    connection: row ? toConnection(ctx, row) : null,
  };
}

/** POST /wearables/authorize: a fresh state and PKCE verifier, and the provider's consent URL. */
export async function startWearableConnection(
  ctx: AppContext,
  caller: Caller,
  providerId: string,
  redirectUri: string,
): Promise<string> {
  const provider = providerById(ctx, providerId);
  const state = newState();
  const codeVerifier = newCodeVerifier();
  await insertAuthorization(ctx.db, {
    stateHash: keyedHash(ctx.secret, state),
    userId: caller.userId,
    provider: provider.adapter.id,
    codeVerifierSealed: seal(ctx.secret, codeVerifier),
    redirectUri,
    expiresAt: new Date(Date.now() + WEARABLE_STATE_MINUTES * 60_000),
  });
  return authorizationUrl(provider, { state, codeVerifier, redirectUri });
}

/**
 * POST /wearables/callback: checks the state (the caller's, unused, fresh), then trades the
 * code for tokens and reads the profile. The connection is stored only when all of it worked,
 * so a refusal, a timeout or a malformed answer leaves an earlier connection as it was.
 */
export async function completeWearableConnection(
  ctx: AppContext,
  caller: Caller,
  body: WearableCallbackBody,
): Promise<WearableConnection> {
  const pending = await redeemAuthorization(ctx.db, keyedHash(ctx.secret, body.state), caller.userId);
  if (!pending) throw new AppError('WEARABLE_STATE_INVALID');
  if (body.error || !body.code) throw new AppError('WEARABLE_DENIED');
  const provider = providerById(ctx, pending.provider);
  const timeoutMs = ctx.config.wearables.timeoutMs;
  let saved: StoredConnection | undefined;
  try {
    const tokens = await exchangeCode(
      provider,
      {
        code: body.code,
        codeVerifier: unseal(ctx.secret, pending.codeVerifierSealed),
        redirectUri: pending.redirectUri,
      },
      timeoutMs,
    );
    const reading = await provider.adapter.readProfile(apiReader(provider, tokens.accessToken, timeoutMs));
    const before = await saveConnection(ctx.db, {
      userId: caller.userId,
      provider: provider.adapter.id,
      accessTokenSealed: seal(ctx.secret, tokens.accessToken),
      refreshTokenSealed: tokens.refreshToken ? seal(ctx.secret, tokens.refreshToken) : null,
      accessExpiresAt: tokens.accessExpiresAt,
      readingSealed: sealReading(ctx, reading),
      connectedAt: new Date(),
      lastSyncAt: new Date(),
    });
    if (before) await revokeWithRetry(ctx, [before], 'reconnected');
    saved = await findConnection(ctx.db, caller.userId);
  } catch (error) {
    providerFailure(error);
  }
  if (!saved) throw new AppError('WEARABLE_NOT_CONNECTED');
  return toConnection(ctx, saved);
}

/** POST /wearables/sync: reads the profile again (refreshing the token when needed). */
export async function syncWearable(ctx: AppContext, caller: Caller): Promise<WearableConnection> {
  const row = await findConnection(ctx.db, caller.userId);
  if (!row) throw new AppError('WEARABLE_NOT_CONNECTED');
  const provider = providerById(ctx, row.provider);
  const timeoutMs = ctx.config.wearables.timeoutMs;
  try {
    const reading = await withAccessToken(ctx, provider, row, (token) =>
      provider.adapter.readProfile(apiReader(provider, token, timeoutMs)),
    );
    await saveReading(ctx.db, caller.userId, sealReading(ctx, reading));
  } catch (error) {
    providerFailure(error);
  }
  const saved = await findConnection(ctx.db, caller.userId);
  if (!saved) throw new AppError('WEARABLE_NOT_CONNECTED');
  return toConnection(ctx, saved);
}

const FIELD_SCHEMAS = {
  height: heightSchema,
  weight: weightSchema,
  date_of_birth: dateOfBirthSchema,
} as const;

/**
 * POST /wearables/apply: copies the chosen values of the last reading into the profile, each
 * checked by the profile's own rules (docs/product.md §5); any failure changes nothing.
 */
export async function applyWearableReading(
  ctx: AppContext,
  caller: Caller,
  body: WearableApplyBody,
): Promise<User> {
  const row = await findConnection(ctx.db, caller.userId);
  if (!row) throw new AppError('WEARABLE_NOT_CONNECTED');
  const reading = unsealReading(ctx, row);
  const failures: Record<string, 'WEARABLE_VALUE_MISSING' | RuleMessage> = {};
  const values: Partial<{
    height: number;
    weight: number;
    dateOfBirth: string;
    gender: (typeof GENDERS)[number];
  }> = {};
  for (const field of new Set(body.fields)) {
    const value = reading[field];
    if (value === null) {
      failures[field] = 'WEARABLE_VALUE_MISSING';
      continue;
    }
    if (field === 'gender') {
      values.gender = value as (typeof GENDERS)[number];
      continue;
    }
    const parsed = FIELD_SCHEMAS[field].safeParse(value);
    if (!parsed.success) {
      failures[field] = decodeRule(parsed.error.issues[0]?.message ?? '') ?? { rule: 'required' };
      continue;
    }
    if (field === 'date_of_birth') values.dateOfBirth = parsed.data as string;
    else values[field] = parsed.data as number;
  }
  if (Object.keys(failures).length > 0) throw new AppError('PROFILE_UPDATE_FAILED', {}, failures);
  const user = await updateUser(ctx.db, caller.userId, values);
  await ctx.sessions.userChanged(caller.userId);
  return toUser(user);
}

/**
 * DELETE /wearables/connection: the tokens and the reading are deleted here whatever the
 * provider says, and the grant's revocation is queued in the same transaction; the answer
 * tells whether the provider confirmed at once (if not, the worker keeps trying).
 */
export async function disconnectWearable(
  ctx: AppContext,
  caller: Caller,
): Promise<{ is_revoked_at_provider: boolean }> {
  const queued = await ctx.db.transaction(async (tx) => {
    const row = await deleteConnection(tx, caller.userId);
    if (!row) throw new AppError('WEARABLE_NOT_CONNECTED');
    return queueRevocations(ctx, tx, [row], 'disconnected');
  });
  const [isRevoked] = await attemptRevocations(ctx, queued);
  return { is_revoked_at_provider: isRevoked ?? false };
}

import type { TFunction } from 'i18next';
import type { SessionSummary } from '@awarequest/contracts';
import { describeFailedCall } from '../../../lib/failed-call';
import { currentLanguage } from '../../../lib/i18n';
import { runtimeConfig } from '../../../lib/runtime-config';
import { livePaths } from './live-paths';

/** The request timeout of docs/product.md §9, as the SPA's API client has it. */
const TIMEOUT_MS = 15_000;

export type SessionLookup =
  { ok: true; summary: SessionSummary | null } | { ok: false; failure: { status?: number; body?: unknown } };

/**
 * GET /live/sessions/:pin with fetch (the player's page carries no axios): what anyone with the
 * PIN may know; a null summary when there is no such session.
 */
export async function lookupSession(pin: string): Promise<SessionLookup> {
  try {
    const response = await fetch(`${runtimeConfig().apiBaseUrl}${livePaths.session(pin)}`, {
      headers: { 'Accept-Language': currentLanguage(), Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 404 || response.status === 422) return { ok: true, summary: null };
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) return { ok: false, failure: { status: response.status, body } };
    return { ok: true, summary: (body as { data: SessionSummary | null }).data };
  } catch {
    return { ok: false, failure: {} };
  }
}

/**
 * The words for a look-up that failed otherwise than "no such game": the server's own message
 * (too many wrong PINs, in the screen's language) or the fallback by status.
 */
export const lookupFailureText = (failure: { status?: number; body?: unknown }, t: TFunction): string =>
  describeFailedCall(failure, t);

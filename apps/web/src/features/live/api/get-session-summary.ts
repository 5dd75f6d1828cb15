import { queryOptions, useQuery } from '@tanstack/react-query';
import { AxiosError } from 'axios';
import type { TFunction } from 'i18next';
import type { SessionSummary } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { failedCallText } from '../../../lib/form-errors';
import { livePaths } from './live-paths';

/** GET /live/sessions/:pin: what anyone with the PIN may know; null when there is no such session. */
export async function getSessionSummary(pin: string): Promise<SessionSummary | null> {
  try {
    const response = await api.get<Envelope<SessionSummary>>(livePaths.session(pin), { isSilent: true });
    return response.data.data;
  } catch (error) {
    if (error instanceof AxiosError && (error.response?.status === 404 || error.response?.status === 422)) {
      return null;
    }
    throw error;
  }
}

/**
 * The words for a look-up that failed otherwise than "no such game": the server's own message
 * (too many wrong PINs, in the screen's language) or the fallback by status.
 */
export function lookupFailureText(error: unknown, t: TFunction): string {
  return failedCallText(error, t);
}

export const sessionSummaryQueryOptions = (pin: string) =>
  queryOptions({
    queryKey: ['live', 'summary', pin],
    queryFn: () => getSessionSummary(pin),
    staleTime: 0,
    retry: false,
  });

export const useSessionSummary = (pin: string, isEnabled = true) =>
  useQuery({ ...sessionSummaryQueryOptions(pin), enabled: isEnabled });

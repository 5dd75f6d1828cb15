import { useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { DEFAULT_AUTH_SETTINGS, paths, type AuthSettings } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { runtimeConfig } from '../../../lib/runtime-config';

/**
 * The SSO settings from the first of the spec's paths that exists: a 404 moves to the next
 * (docs/product.md §7). Reads sso_login_url and is_sso_activated.
 */
export async function getAuthSettings(): Promise<AuthSettings> {
  for (const path of paths.authSettings) {
    try {
      const response = await api.get<Envelope<AuthSettings>>(path, { isSilent: true });
      return response.data.data;
    } catch (error) {
      if (isAxiosError(error) && error.response?.status === 404) continue;
      throw error;
    }
  }
  return DEFAULT_AUTH_SETTINGS;
}

export const useAuthSettings = () =>
  useQuery({
    queryKey: ['settings', 'auth'],
    queryFn: getAuthSettings,
    enabled: runtimeConfig().isSsoAvailable,
    staleTime: 5 * 60_000,
  });

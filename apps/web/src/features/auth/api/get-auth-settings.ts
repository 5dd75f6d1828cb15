import { DEFAULT_AUTH_SETTINGS, paths, type AuthSettings } from '@awarequest/contracts';
import type { Envelope } from '../../../lib/api-client';
import { FetchJsonError, getJson } from '../../../lib/fetch-json';

/**
 * The SSO settings from the first of the spec's paths that exists: a 404 moves to the next
 * (docs/product.md §7). Reads sso_login_url and is_sso_activated. Through `fetch`: the login
 * page asks it before its form is used, and axios waits for the sign-in itself. The login screen's
 * SsoLink asks it when the runtime config has isSsoAvailable.
 */
export async function getAuthSettings(): Promise<AuthSettings> {
  for (const path of paths.authSettings) {
    try {
      const answer = await getJson<Envelope<AuthSettings>>(path);
      return answer.data;
    } catch (error) {
      if (error instanceof FetchJsonError && error.status === 404) continue;
      throw error;
    }
  }
  return DEFAULT_AUTH_SETTINGS;
}

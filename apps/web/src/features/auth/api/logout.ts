import { API_BASE, paths, ssoPaths } from '@awarequest/contracts';
import { loadApi } from '../../../lib/load-api';
import { clearSession } from '../../../lib/session';

/** POST /logout; the session is cleared even when the call fails (docs/product.md §4). */
export async function logout(): Promise<void> {
  try {
    const api = await loadApi();
    await api.post(paths.logout, undefined, { isSilent: true });
  } catch {
    // Already signed out on the server, or unreachable: the local session goes either way.
  } finally {
    clearSession({ isSignOut: true });
  }
  // Signed in through a company sign-in that also signs out at the provider (its marker cookie):
  // pass by the server, which sends the browser to the provider's end-session page.
  if (/(?:^|;\s*)aq_sso_logout=1/.test(document.cookie))
    window.location.assign(`${API_BASE}${ssoPaths.oidcLogout}`);
}

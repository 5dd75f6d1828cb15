import { paths } from '@awarequest/contracts';
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
    clearSession();
  }
}

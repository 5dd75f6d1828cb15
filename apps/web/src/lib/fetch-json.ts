import { describeFailedCall } from './failed-call';
import { currentLanguage, i18next } from './i18n';
import { runtimeConfig } from './runtime-config';
import { clearSession, getSession } from './session';
import { toastError } from './toast';
import { handleUnauthorized } from './unauthorized';

/** Request timeout of docs/product.md §9, for both HTTP clients. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** A GET that did not answer 2xx: the status (none when nothing answered) and the body. */
export class FetchJsonError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly body: unknown,
  ) {
    super(status === undefined ? 'no answer' : `answered ${status}`);
    this.name = 'FetchJsonError';
  }
}

/** axios's rule: an absolute URL stands alone, else base and path are joined by one slash. */
export function apiUrl(path: string, base = runtimeConfig().apiBaseUrl): string {
  if (/^([a-z][a-z\d+\-.]*:)?\/\//i.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * A silent GET of the app frame (the theme, the sign-in settings) with `fetch`: these run
 * before the first page shows, and axios waits for the first call that needs it. It keeps the
 * API client's rules for a silent call: the base URL, Accept-Language, the Bearer token, the
 * 15 s timeout, no toast, except for a 401 that ends a session, which is told and signs out.
 */
export async function getJson<T>(path: string): Promise<T> {
  const { token } = getSession();
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      headers: {
        Accept: 'application/json',
        'Accept-Language': currentLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new FetchJsonError(undefined, undefined);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return body as T;
  if (response.status === 401) {
    if (getSession().token !== null) toastError(describeFailedCall({ status: 401, body }, i18next.t));
    clearSession();
    handleUnauthorized();
  }
  throw new FetchJsonError(response.status, body);
}

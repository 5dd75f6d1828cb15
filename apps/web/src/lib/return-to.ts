import { DEFAULT_RETURN_PATH, RETURN_TO_PARAM, safeReturnPath } from '@awarequest/contracts';

/** The login page's address (src/app/guards.ts names it too; lib/ does not import the app). */
const LOGIN_PATH = '/auth/login';

/**
 * Where a sign-in on /auth/login goes (docs/product.md §2): the `return_to` deep link of the
 * address's query (`location.search`) when the company sign-in's rule allows it (safeReturnPath, a
 * relative path of this site), else home.
 */
export function returnPathOf(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM));
}

/**
 * The login page's address for someone sent there from `here` (path, query and fragment): with
 * `here` as its `return_to` when it is a page worth coming back to (an allowed path, neither home
 * nor an /auth page), else the bare login page.
 */
export function loginAddressFrom(here: string): string {
  const path = safeReturnPath(here);
  if (path === DEFAULT_RETURN_PATH || path.startsWith('/auth')) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_TO_PARAM]: path }).toString()}`;
}

/** An SSO start address (GET /sso/start and the like) that brings the person back to `returnTo`. */
export function withReturnTo(address: string, returnTo: string): string {
  if (returnTo === DEFAULT_RETURN_PATH) return address;
  const separator = address.includes('?') ? '&' : '?';
  return `${address}${separator}${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}`;
}

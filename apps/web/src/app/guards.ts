import { loginAddressFrom, returnPathOf } from '../lib/return-to';

/** Paths that need no login (docs/product.md §2, §6): those starting with these prefixes. */
export const PUBLIC_PREFIXES = ['/auth', '/join', '/game', '/host'] as const;

export const LOGIN_PATH = '/auth/login';
export const SIGN_UP_PATH = '/auth/sign-up';
export const HOME_PATH = '/';
export const WEARABLE_CALLBACK_PATH = '/auth/fitbit-callback';
/** The contracts' SSO_ERROR_PAGE, written here: importing the contracts' index would pull zod into
 * the first download (e2e/first-download). guards.test.ts holds the two equal. */
export const SSO_ERROR_PAGE = '/auth/sso-error';

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Where the routing rules of docs/product.md §2 send a visitor, or null to stay: without a token any
 * non-public path goes to the login page, which keeps where the visitor was (with its `search` and
 * `hash`) as the deep link to return to; with a session the login and sign-up pages go to their
 * allowed deep link (a sign-in or a new account just happened there) and any other /auth path goes home, except the wearable callback,
 * which needs the session.
 */
export function guardRedirect(pathname: string, isLoggedIn: boolean, search = '', hash = ''): string | null {
  // The wearable provider's return address finishes a signed-in person's connection.
  if (pathname === WEARABLE_CALLBACK_PATH) return isLoggedIn ? null : LOGIN_PATH;
  // The company sign-in error page stays readable with a session (it says why a sign-in failed).
  if (pathname.startsWith('/auth')) {
    if (!isLoggedIn || pathname === SSO_ERROR_PAGE) return null;
    return pathname === LOGIN_PATH || pathname === SIGN_UP_PATH ? returnPathOf(search) : HOME_PATH;
  }
  if (isPublicPath(pathname) || isLoggedIn) return null;
  return loginAddressFrom(`${pathname}${search}${hash}`);
}

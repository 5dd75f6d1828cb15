/** Paths that need no login (docs/product.md §2, §6): those starting with these prefixes. */
export const PUBLIC_PREFIXES = ['/auth', '/join', '/game', '/host'] as const;

export const LOGIN_PATH = '/auth/login';
export const HOME_PATH = '/';

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Where the routing rules of docs/product.md §2 send a visitor, or null to stay: without a token any
 * non-public path goes to the login page; with a session any /auth path goes home.
 */
export function guardRedirect(pathname: string, isLoggedIn: boolean): string | null {
  if (pathname.startsWith('/auth')) return isLoggedIn ? HOME_PATH : null;
  if (isPublicPath(pathname) || isLoggedIn) return null;
  return LOGIN_PATH;
}

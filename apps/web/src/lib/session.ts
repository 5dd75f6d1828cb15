import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import type { User } from '@awarequest/contracts';

/** Cookie names and options of docs/product.md §3 and §9. */
export const USER_COOKIE = 'user';
export const TOKEN_COOKIE = 'accessToken';
const COOKIE_OPTIONS = { expires: 7, secure: true, sameSite: 'strict', path: '/' } as const;

export interface Session {
  user: User | null;
  token: string | null;
}

function readUser(): User | null {
  const raw = Cookies.get(USER_COOKIE);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as User;
  } catch {
    return null;
  }
}

let snapshot: Session = { user: readUser(), token: Cookies.get(TOKEN_COOKIE) ?? null };
const listeners = new Set<() => void>();
const changeListeners = new Set<(next: Session, previous: Session) => void>();

function publish(next: Session) {
  const previous = snapshot;
  snapshot = next;
  listeners.forEach((listener) => {
    listener();
  });
  changeListeners.forEach((listener) => {
    listener(next, previous);
  });
}

export const getSession = (): Session => snapshot;

/** Whether the session ended because the person signed out (or deleted their account), not expired. */
let hasSignedOut = false;
export const isSignedOutOnPurpose = (): boolean => hasSignedOut;

export function saveSession(user: User, token: string): void {
  Cookies.set(USER_COOKIE, JSON.stringify(user), COOKIE_OPTIONS);
  Cookies.set(TOKEN_COOKIE, token, COOKIE_OPTIONS);
  hasSignedOut = false;
  publish({ user, token });
}

/**
 * Ends the session here. `isSignOut` when the person chose to (sign-out, account deletion): the
 * login page then keeps no deep link back to where they were (a lost session keeps one).
 */
export function clearSession(options: { isSignOut?: boolean } = {}): void {
  hasSignedOut = options.isSignOut === true;
  Cookies.remove(USER_COOKIE, { path: '/' });
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  if (snapshot.token !== null || snapshot.user !== null) publish({ user: null, token: null });
}

/** Runs on login, logout and a change of user (the theme cache listens, docs/product.md §4). */
export function onSessionChange(listener: (next: Session, previous: Session) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession);
}

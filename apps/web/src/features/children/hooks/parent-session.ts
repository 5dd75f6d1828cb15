import { useSyncExternalStore } from 'react';
import type { AuthResult, User } from '@awarequest/contracts';
import { getSession, onSessionChange, saveSession } from '../../../lib/session';

/**
 * While a parent plays as a child, the parent's own session waits here (the child's is the
 * current one), so "back to my account" needs no new login. Cleared when the session ends.
 */
export const PARENT_SESSION_KEY = 'parentSession';

interface StoredSession {
  user: User;
  token: string;
}

function read(): StoredSession | null {
  try {
    const raw = localStorage.getItem(PARENT_SESSION_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredSession>) : null;
    return parsed?.user && typeof parsed.token === 'string' ? (parsed as StoredSession) : null;
  } catch {
    return null;
  }
}

let snapshot = read();
const listeners = new Set<() => void>();
function publish(next: StoredSession | null) {
  if (next) localStorage.setItem(PARENT_SESSION_KEY, JSON.stringify(next));
  else localStorage.removeItem(PARENT_SESSION_KEY);
  snapshot = next;
  listeners.forEach((listener) => {
    listener();
  });
}

// Signing out (or a 401) ends the child's session: the parent's waiting one is forgotten too.
onSessionChange((next) => {
  if (next.token === null && snapshot) publish(null);
});

/** Keeps the parent's session aside and makes the child's the current one. */
export function switchToChild(child: AuthResult): void {
  const parent = getSession();
  if (parent.user && parent.token && !snapshot) publish({ user: parent.user, token: parent.token });
  saveSession(child.user, child.token);
}

/** Makes the parent's session current again. */
export function backToParent(): void {
  const parent = snapshot;
  if (!parent) return;
  publish(null);
  saveSession(parent.user, parent.token);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The parent waiting while a child plays, if any. */
export function useParentSession(): StoredSession | null {
  return useSyncExternalStore(subscribe, () => snapshot);
}

import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { hostSession } from '../model/host-session';

/** The session `pin` hosted from this browser, attached on every (re)connection while shown. */
export function useHostSession(pin: string) {
  const session = useMemo(() => hostSession(pin), [pin]);
  useEffect(() => session.retain(), [session]);
  const state = useSyncExternalStore(session.store.subscribe, session.store.get);
  return { session, state };
}

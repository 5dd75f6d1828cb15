import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { playerSession } from '../model/player-session';

/** The player's session of `pin` (opened and rejoined if needed), as long as a screen shows it. */
export function usePlayerSession(pin: string) {
  const session = useMemo(() => playerSession(pin), [pin]);
  useEffect(() => session.retain(), [session]);
  const state = useSyncExternalStore(session.store.subscribe, session.store.get);
  return { session, state };
}

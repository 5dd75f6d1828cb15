import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { PlayerNavigationProvider } from '../features/live/components/player/player-navigation';

/**
 * The player's light page routes with the History API alone (React Router stays in the SPA):
 * a navigation is a pushState or replaceState, and the page renders the new location.
 */
const listeners = new Set<() => void>();
const notify = () => {
  listeners.forEach((listener) => {
    listener();
  });
};
window.addEventListener('popstate', notify);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const locationKey = () => `${window.location.pathname}${window.location.search}`;

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (to === locationKey()) return;
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  notify();
}

/** Renders `children` with the current path, providing the player screens' navigation. */
export function HistoryNavigation({ children }: { children: (pathname: string) => ReactNode }) {
  const key = useSyncExternalStore(subscribe, locationKey);
  // A new location (the key) gives new parameters.
  const search = key.slice(key.indexOf('?') >= 0 ? key.indexOf('?') : key.length);
  const navigation = useMemo(() => ({ navigate: navigateTo, params: new URLSearchParams(search) }), [search]);
  return (
    <PlayerNavigationProvider value={navigation}>
      {children(window.location.pathname)}
    </PlayerNavigationProvider>
  );
}

import { createContext, useContext, useEffect, type ReactNode } from 'react';
import classes from '../../../../components/light-ui.module.css';

/**
 * How the player's screens move between routes. The player's light page (src/join) provides
 * it over the History API; the SPA provides it over React Router. The screens need neither.
 */
export interface PlayerNavigation {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The current query string's parameters. */
  params: URLSearchParams;
}

const PlayerNavigationContext = createContext<PlayerNavigation | null>(null);

export const PlayerNavigationProvider = PlayerNavigationContext.Provider;

export function usePlayerNavigation(): PlayerNavigation {
  const navigation = useContext(PlayerNavigationContext);
  if (!navigation) throw new Error('a player screen needs a PlayerNavigationProvider');
  return navigation;
}

/** A link to another player route, drawn as a button; a plain click stays in the page. */
export function PlayerLink({ to, children }: { to: string; children: ReactNode }) {
  const { navigate } = usePlayerNavigation();
  return (
    <a
      href={to}
      className={classes.button}
      data-variant="light"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

/** Replaces the current route with `to` once rendered. */
export function PlayerRedirect({ to }: { to: string }) {
  const { navigate } = usePlayerNavigation();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

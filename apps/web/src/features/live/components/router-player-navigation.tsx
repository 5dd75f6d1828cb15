import { useMemo, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PlayerNavigationProvider } from './player/player-navigation';

/** The player's screens inside the SPA: their navigation goes through React Router. */
export function RouterPlayerNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const navigation = useMemo(
    () => ({
      navigate: (to: string, options?: { replace?: boolean }) => void navigate(to, options),
      params,
    }),
    [navigate, params],
  );
  return <PlayerNavigationProvider value={navigation}>{children}</PlayerNavigationProvider>;
}

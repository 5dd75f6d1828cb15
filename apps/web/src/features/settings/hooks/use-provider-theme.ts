import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DEFAULT_THEME, type ThemeSettings } from '@awarequest/contracts';
import { getTheme } from '../api/get-theme';
import { isOffline } from '../../../lib/runtime-config';
import { onSessionChange } from '../../../lib/session';
import { clearCachedTheme, readCachedTheme, writeCachedTheme } from '../../../lib/theme/theme-cache';

export const THEME_QUERY_KEY = ['settings', 'theme'] as const;

/**
 * The provider's theme: the cached copy is used at once and refreshed in the background;
 * offline mode skips the fetch.
 */
export function useProviderTheme(): ThemeSettings {
  const query = useQuery({
    queryKey: THEME_QUERY_KEY,
    queryFn: async () => {
      const theme = await getTheme();
      writeCachedTheme(theme);
      return theme;
    },
    enabled: !isOffline(),
    initialData: () => readCachedTheme() ?? undefined,
    // Cached data counts as stale, so it is shown and refreshed in the background; a
    // fetched theme stays fresh (a plain `Infinity` kept the cached copy from refreshing).
    initialDataUpdatedAt: 0,
    staleTime: (query) => (query.state.dataUpdatedAt === 0 ? 0 : Infinity),
  });

  return query.data ?? DEFAULT_THEME;
}

/**
 * Login, logout and a change of user clear the cached theme and fetch it again (docs/product.md §4).
 * Used once, at the root of the app.
 */
export function useThemeRefreshOnSessionChange(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionChange((next, previous) => {
        if (next.token === previous.token && next.user?.id === previous.user?.id) return;
        clearCachedTheme();
        if (!isOffline()) void queryClient.invalidateQueries({ queryKey: THEME_QUERY_KEY });
      }),
    [queryClient],
  );
}

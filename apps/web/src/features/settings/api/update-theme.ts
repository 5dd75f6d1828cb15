import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type ThemeSettings, type ThemeUpdate } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { writeCachedTheme } from '../../../lib/theme/theme-cache';
import { THEME_QUERY_KEY } from '../hooks/use-provider-theme';

/** PUT /settings/theme (admins): the keys given; null clears one back to its default. */
export async function updateTheme(changes: ThemeUpdate): Promise<Envelope<ThemeSettings>> {
  const response = await api.put<Envelope<ThemeSettings>>(paths.theme, changes);
  return response.data;
}

/**
 * Saves the theme and applies it at once in this browser (query and cache); other open
 * browsers take it on their next load, when their cached copy is refreshed (docs/product.md §4).
 */
export function useUpdateTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTheme,
    onSuccess: (envelope) => {
      writeCachedTheme(envelope.data);
      queryClient.setQueryData(THEME_QUERY_KEY, envelope.data);
    },
  });
}

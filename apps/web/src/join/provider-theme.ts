import { FALLBACK_PRIMARY_COLOR, FALLBACK_SECONDARY_COLOR } from '@awarequest/contracts';
import { readCachedTheme } from '../lib/theme/theme-cache';

/**
 * The provider's brand colours from the theme cache (docs/product.md §4) as the SPA's --aq-*
 * variables. The light page does not fetch the theme: the SPA keeps the cache fresh, and a
 * player who never opened it sees the defaults.
 */
export function applyCachedProviderTheme(): void {
  const theme = readCachedTheme();
  if (!theme) return;
  const scheme =
    document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark' ? 'DARK' : 'LIGHT';
  const values = theme as Record<string, string | null | undefined>;
  const primary = theme.primary_color ?? FALLBACK_PRIMARY_COLOR;
  const variables: Record<string, string | null | undefined> = {
    '--aq-brand-primary': primary,
    '--aq-brand-secondary': theme.sub_color ?? FALLBACK_SECONDARY_COLOR,
    '--aq-accent': theme.accent_color ?? primary,
    '--aq-container':
      values[`${scheme}_CONTAINER_COLOR`] ?? (scheme === 'LIGHT' ? theme.background_color : null),
    '--aq-fonts': values[`${scheme}_FONTS_COLOR`],
  };
  for (const [name, value] of Object.entries(variables)) {
    if (value) document.documentElement.style.setProperty(name, value);
    else document.documentElement.style.removeProperty(name);
  }
}

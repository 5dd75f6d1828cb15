import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../lib/i18n';
import { loadRuntimeConfig } from '../lib/runtime-config';
import { readCachedTheme } from '../lib/theme/theme-cache';
import { followColorScheme } from './color-scheme';
import { PlayerShell } from './player-shell';
import { applyProviderTheme, loadProviderTheme } from './provider-theme';

/**
 * Starts a light page (join.html, login.html): the scheme and the cached provider theme at once,
 * the runtime config and `namespaces`' catalogs, then `content` in the light frame while the
 * theme is refreshed in the background.
 */
export async function startLightPage(namespaces: string[], content: ReactNode): Promise<void> {
  followColorScheme(applyProviderTheme);
  applyProviderTheme(readCachedTheme());
  await Promise.all([loadRuntimeConfig(), initI18n(namespaces)]);
  void loadProviderTheme();
  const root = document.getElementById('root');
  if (!root) throw new Error('the light page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <PlayerShell>{content}</PlayerShell>
    </StrictMode>,
  );
}

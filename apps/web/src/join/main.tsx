import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './player-theme.css';
import { PlayerRouteScreen } from '../features/live/components/player/player-routes';
import { initI18n } from '../lib/i18n';
import { loadRuntimeConfig } from '../lib/runtime-config';
import { followColorScheme } from './color-scheme';
import { HistoryNavigation } from './history-navigation';
import { PlayerShell } from './player-shell';
import { applyCachedProviderTheme } from './provider-theme';

/**
 * The player's light page (/join, /join-game, /game/{pin}/*): React without Mantine, axios or
 * React Router, the SPA's theme variables, language and scheme keys, so a phone on a venue's
 * network can type the PIN after at most 100 KB of JavaScript (docs/architecture.md).
 */
async function start() {
  followColorScheme(applyCachedProviderTheme);
  applyCachedProviderTheme();
  await Promise.all([loadRuntimeConfig(), initI18n(['common'])]);
  const root = document.getElementById('root');
  if (!root) throw new Error('join.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <PlayerShell>
        <HistoryNavigation>{(pathname) => <PlayerRouteScreen pathname={pathname} />}</HistoryNavigation>
      </PlayerShell>
    </StrictMode>,
  );
}

void start();

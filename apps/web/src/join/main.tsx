import './player-theme.css';
import { PlayerRouteScreen } from '../features/live/components/player/player-routes';
import { HistoryNavigation } from './history-navigation';
import { startLightPage } from './start-light-page';

/**
 * The player's light page (/join, /join-game, /game/{pin}/*): React without Mantine, axios or
 * React Router, the SPA's theme variables, language and scheme keys, so a phone on a venue's
 * network can type the PIN after at most 100 KB of JavaScript (docs/architecture.md).
 */
void startLightPage(
  ['common'],
  <HistoryNavigation>{(pathname) => <PlayerRouteScreen pathname={pathname} />}</HistoryNavigation>,
);

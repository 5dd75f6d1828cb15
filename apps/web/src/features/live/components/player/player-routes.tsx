import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeDigits } from '@awarequest/contracts';
import type { PlayerPage } from '../../model/phase-path';
import { JoinByPinForm } from '../join-by-pin-form';
import { PlayerFrame } from './player-frame';
import { usePlayerNavigation } from './player-navigation';
import { Spinner } from './player-ui';

// Loaded after the PIN field is usable: the nickname step and the game (sockets, zod/mini).
const JoinGameView = lazy(() =>
  import('../join-game-view').then((module) => ({ default: module.JoinGameView })),
);
const PlayerGame = lazy(() => import('./player-game').then((module) => ({ default: module.PlayerGame })));

const PIN = /^\d{6}$/;

/** /join: the PIN of the host's screen. */
export function JoinPinScreen() {
  const { t } = useTranslation();
  return (
    <PlayerFrame title={t('pages.join.title')} subtitle={t('pages.join.subtitle')}>
      <JoinByPinForm />
    </PlayerFrame>
  );
}

/** /join-game?pin= (the QR code's link): nickname, avatar and extra time; without a PIN it asks for one. */
export function JoinGameScreen() {
  const { params } = usePlayerNavigation();
  const pin = normalizeDigits(params.get('pin') ?? '');
  return PIN.test(pin) ? <JoinGameView key={pin} pin={pin} /> : <JoinPinScreen />;
}

/** The player's routes of docs/product.md §2, matched on a path; null for any other path. */
export function matchPlayerRoute(
  pathname: string,
): { page: 'join' | 'join-game' } | { page: PlayerPage; pin: string } | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/join') return { page: 'join' };
  if (path === '/join-game') return { page: 'join-game' };
  const game = /^\/game\/([^/]+)\/(lobby|start|play)$/.exec(path);
  if (game?.[1] && game[2]) return { page: game[2] as PlayerPage, pin: decodeURIComponent(game[1]) };
  return null;
}

/** The screen of a player's path, for the player's light page. */
export function PlayerRouteScreen({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const route = matchPlayerRoute(pathname);
  if (!route) {
    return (
      <PlayerFrame title={t('notFound.title')} subtitle={t('notFound.text')}>
        <a href="/">{t('notFound.home')}</a>
      </PlayerFrame>
    );
  }
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      {!('pin' in route) ? (
        route.page === 'join' ? (
          <JoinPinScreen />
        ) : (
          <JoinGameScreen />
        )
      ) : (
        <PlayerGame key={route.pin} pin={route.pin} page={route.page} />
      )}
    </Suspense>
  );
}

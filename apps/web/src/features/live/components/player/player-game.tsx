import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerSession } from '../../hooks/use-player-session';
import { pageOfPhase, playerPath, type PlayerPage } from '../../model/phase-path';
import { playerAnnouncement } from '../../model/player-announcement';
import type { PlayerSession } from '../../model/player-session';
import type { PlayerGame as Game } from '../../model/player-view';
import { readSeat } from '../../model/seats';
import { ConnectionBanner } from '../connection-banner';
import { PlayerBar } from './player-bar';
import classes from './player-game.module.css';
import { PlayerEmpty, PlayerFrame } from './player-frame';
import { PlayerGetReady } from './player-get-ready';
import { PlayerLobby } from './player-lobby';
import { PlayerLink, usePlayerNavigation } from './player-navigation';
import { PlayerPerformance } from './player-performance';
import { PlayerQuestion } from './player-question';
import { PlayerReveal } from './player-reveal';
import { playerUi, Spinner } from './player-ui';
import { YourTeam } from './your-team';

const EMPTY_PAGE_KEYS = { lobby: 'lobby', start: 'start', play: 'play' } as const;

/** A participant screen with no game behind it: the PIN is unknown, over, or this tab has no seat. */
function NotAvailable({
  page,
  pin,
  isKicked = false,
}: {
  page: PlayerPage;
  pin: string;
  isKicked?: boolean;
}) {
  const { t } = useTranslation(['live', 'common']);
  return (
    <div className={classes.page}>
      <PlayerFrame title={t(`common:pages.${page}.title`)} subtitle={t(`common:pages.${page}.subtitle`)}>
        <PlayerEmpty
          title={t('common:empty.gameDataNotAvailable')}
          hint={isKicked ? t('player.kicked') : undefined}
          action={<PlayerLink to={`/join?pin=${pin}`}>{t('player.joinAgain')}</PlayerLink>}
        />
      </PlayerFrame>
    </div>
  );
}

/**
 * /game/:pin/lobby, /start and /play: one screen that follows the server's phase, moving to the
 * route of the phase when it changes. A tab with a seat rejoins it on every (re)connection.
 */
export function PlayerGame({ pin, page }: { pin: string; page: PlayerPage }) {
  const hasSeat = readSeat(pin) !== null;
  return hasSeat ? <SeatedPlayer pin={pin} page={page} /> : <NotAvailable page={page} pin={pin} />;
}

function SeatedPlayer({ pin, page }: { pin: string; page: PlayerPage }) {
  const { t } = useTranslation(['live', 'common']);
  const { session, state } = usePlayerSession(pin);
  const { navigate } = usePlayerNavigation();
  const expected = state.game ? pageOfPhase(state.game.view.phase) : page;
  // The route follows the phase; the screen stays mounted, so its live region keeps speaking.
  useEffect(() => {
    if (expected !== page) navigate(playerPath(pin, expected), { replace: true });
  }, [expected, navigate, page, pin]);
  if (state.problem) return <NotAvailable page={page} pin={pin} isKicked={state.problem === 'kicked'} />;
  if (!state.game) {
    return (
      <div className={classes.page}>
        <ConnectionBanner status={state.status} />
        <Spinner label={t('common:loading')} />
      </div>
    );
  }
  return (
    <div className={classes.page}>
      <ConnectionBanner status={state.status} />
      <PlayerBar view={state.game.view} />
      <YourTeam view={state.game.view} />
      {screenOf(state.game, session, state.offset)}
      {/* Says each change of the screen's state (a sent answer, the verdict) where it happens. */}
      <div role="status" className={playerUi.visuallyHidden} data-testid="player-announcer">
        {playerAnnouncement(state.game.view, t)}
      </div>
    </div>
  );
}

function screenOf(game: Game, session: PlayerSession, offset: number) {
  const { view } = game;
  switch (view.phase) {
    case 'lobby':
      return <PlayerLobby view={view} />;
    case 'get_ready':
      return <PlayerGetReady view={view} offset={offset} />;
    case 'question':
      return <PlayerQuestion key={view.question_index} view={view} session={session} offset={offset} />;
    case 'reveal':
      return <PlayerReveal view={view} />;
    case 'ended':
      return <PlayerPerformance view={view} ranking={game.ranking} />;
  }
}

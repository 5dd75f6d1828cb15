import { Center, Container, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { EmptyPage } from '../../../../components/empty-page';
import { LinkButton } from '../../../../components/link-button';
import { usePlayerSession } from '../../hooks/use-player-session';
import { pageOfPhase, playerPath, type PlayerPage } from '../../model/phase-path';
import type { PlayerSession } from '../../model/player-session';
import type { PlayerGame as Game } from '../../model/player-view';
import { readSeat } from '../../model/seats';
import { ConnectionBanner } from '../connection-banner';
import { PlayerBar } from './player-bar';
import { PlayerGetReady } from './player-get-ready';
import { PlayerLobby } from './player-lobby';
import { PlayerPerformance } from './player-performance';
import { PlayerQuestion } from './player-question';
import { PlayerReveal } from './player-reveal';
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
  const { t } = useTranslation('live');
  return (
    <EmptyPage
      page={EMPTY_PAGE_KEYS[page]}
      empty="gameDataNotAvailable"
      hint={isKicked ? t('player.kicked') : undefined}
      action={<LinkButton to={`/join?pin=${pin}`} label={t('player.joinAgain')} />}
    />
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
  if (state.problem) return <NotAvailable page={page} pin={pin} isKicked={state.problem === 'kicked'} />;
  if (!state.game) {
    return (
      <Container size="sm" py="xl">
        <ConnectionBanner status={state.status} />
        <Center py="xl">
          <Loader aria-label={t('common:loading')} />
        </Center>
      </Container>
    );
  }
  const expected = pageOfPhase(state.game.view.phase);
  if (expected !== page) return <Navigate to={playerPath(pin, expected)} replace />;
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <ConnectionBanner status={state.status} />
        <PlayerBar view={state.game.view} />
        <YourTeam view={state.game.view} />
        {screenOf(state.game, session, state.offset)}
      </Stack>
    </Container>
  );
}

function screenOf(game: Game, session: PlayerSession, offset: number): ReactNode {
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

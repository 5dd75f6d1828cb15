import { Center, Container, Loader, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, type HostView } from '@awarequest/contracts';
import { EmptyPage } from '../../../../components/empty-page';
import { LinkButton } from '../../../../components/link-button';
import { currentLanguage } from '../../../../lib/i18n';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useHostCommand } from '../../hooks/use-host-command';
import { useHostSession } from '../../hooks/use-host-session';
import { useHostShortcuts } from '../../hooks/use-host-shortcuts';
import { useHostSound } from '../../hooks/use-host-sound';
import { usePresenterMode } from '../../hooks/use-presenter-mode';
import { phaseKeyOf } from '../../model/host-announcement';
import type { HostSessionState } from '../../model/host-session';
import { hostKeyFromHash } from '../../model/host-key-link';
import { readHostKey, saveHostKey } from '../../model/seats';
import { ConnectionBanner } from '../connection-banner';
import { CountdownTicks } from './countdown-ticks';
import { HostAnnouncer } from './host-announcer';
import { HostFinal } from './host-final';
import { HostGetReady } from './host-get-ready';
import { HostHeader } from './host-header';
import { HostLobby } from './host-lobby';
import { HostPhaseRegion } from './host-phase-region';
import { HostQuestion } from './host-question';
import { HostReveal } from './host-reveal';
import { PresenterControls } from './presenter-controls';
import { PresenterJoinBanner } from './presenter-join-banner';
import classes from './presenter.module.css';

function NotAvailable({ pin }: { pin: string }) {
  const { t } = useTranslation('live');
  return (
    <EmptyPage
      page="hostPin"
      empty="gameDataNotAvailable"
      titleValues={{ pin }}
      action={<LinkButton to="/host" label={t('host.mySessions')} />}
    />
  );
}

/**
 * A host key handed over in the address's fragment (from "Control from your phone") is kept, and
 * taken out of the address so it is not left in the history or shown on screen.
 */
function adoptHandedKey(pin: string): void {
  const handed = hostKeyFromHash(window.location.hash);
  if (!handed) return;
  saveHostKey(pin, handed);
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

/** /host/:pin: the host's dashboard of one session, drawn for its phase. */
export function HostGame({ pin, lobbyExtra }: { pin: string; lobbyExtra?: ReactNode }) {
  const [hasKey] = useState(() => {
    adoptHandedKey(pin);
    return readHostKey(pin) !== null;
  });
  return hasKey ? <AttachedHost pin={pin} lobbyExtra={lobbyExtra} /> : <NotAvailable pin={pin} />;
}

/**
 * `lobbyExtra`: more for the lobby from outside this feature (inviting people, from notifications).
 * Any window holding the host key attaches, so a phone (or a second window) drives the game
 * while presenter mode shows it on the projector.
 */
function AttachedHost({ pin, lobbyExtra }: { pin: string; lobbyExtra?: ReactNode }) {
  const { t } = useTranslation(['live', 'common', 'hosting']);
  const { session, state } = useHostSession(pin);
  const commands = useHostCommand(session);
  const { isPresenting, setPresenting } = usePresenterMode();
  const { view } = state;
  const sound = useHostSound(view?.phase === 'lobby', isPresenting);
  useHostShortcuts(view, commands.send, commands.pending !== null);
  useDocumentTitle(view ? pickText(view.title, currentLanguage()) : t('common:pages.hostPin.title'));
  if (state.isNotFound) return <NotAvailable pin={pin} />;
  const frame = (children: ReactNode) =>
    isPresenting ? (
      <div className={classes.frame} data-testid="presenter">
        {children}
      </div>
    ) : (
      <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
        {children}
      </Container>
    );
  if (!view) {
    return frame(
      <>
        <ConnectionBanner status={state.status} />
        <Center py="xl">
          <Loader aria-label={t('common:loading')} />
        </Center>
      </>,
    );
  }
  const isPlaying = view.phase === 'get_ready' || view.phase === 'question' || view.phase === 'reveal';
  const isLateJoinOpen = isPresenting && isPlaying && view.settings.late_join && !view.locked;
  return frame(
    <Stack gap="lg">
      <ConnectionBanner status={state.status} />
      <HostHeader
        view={view}
        commands={commands}
        controls={
          <PresenterControls pin={pin} isPresenting={isPresenting} onPresent={setPresenting} sound={sound} />
        }
      />
      {isLateJoinOpen && <PresenterJoinBanner pin={view.pin} isCompact />}
      {sound.isOn && view.phase === 'question' && view.question && (
        <CountdownTicks endsAt={view.question.closes_at} offset={state.offset} />
      )}
      <HostAnnouncer view={view} />
      <HostPhaseRegion phaseKey={phaseKeyOf(view)} label={t(`hosting:region.${view.phase}`)}>
        {phaseScreen(view, state, commands, isPresenting, lobbyExtra)}
      </HostPhaseRegion>
    </Stack>,
  );
}

function phaseScreen(
  view: HostView,
  { offset, eligible }: HostSessionState,
  commands: ReturnType<typeof useHostCommand>,
  isPresenting: boolean,
  lobbyExtra?: ReactNode,
): ReactNode {
  switch (view.phase) {
    case 'lobby':
      return <HostLobby view={view} commands={commands} extra={lobbyExtra} isPresenting={isPresenting} />;
    case 'get_ready':
      return <HostGetReady view={view} offset={offset} isPresenting={isPresenting} />;
    case 'question':
      return view.question ? (
        <HostQuestion
          view={view}
          question={view.question}
          offset={offset}
          eligible={eligible}
          isPresenting={isPresenting}
        />
      ) : null;
    case 'reveal':
      return view.closed ? <HostReveal view={view} closed={view.closed} commands={commands} /> : null;
    case 'ended':
      return <HostFinal view={view} commands={commands} />;
  }
}

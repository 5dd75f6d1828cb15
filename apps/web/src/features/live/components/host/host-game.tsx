import { Badge, Center, Container, Group, Loader, Stack, Title } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, type HostView } from '@awarequest/contracts';
import { EmptyPage } from '../../../../components/empty-page';
import { LinkButton } from '../../../../components/link-button';
import { currentLanguage } from '../../../../lib/i18n';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useHostCommand } from '../../hooks/use-host-command';
import { useHostSession } from '../../hooks/use-host-session';
import type { HostSessionState } from '../../model/host-session';
import { readHostKey } from '../../model/seats';
import { ConnectionBanner } from '../connection-banner';
import { ConfirmButton } from './confirm-button';
import { HostFinal } from './host-final';
import { HostGetReady } from './host-get-ready';
import { HostLobby } from './host-lobby';
import { HostQuestion } from './host-question';
import { HostReveal } from './host-reveal';

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

/** /host/:pin: the host's dashboard of one session, drawn for its phase. */
export function HostGame({ pin, lobbyExtra }: { pin: string; lobbyExtra?: ReactNode }) {
  return readHostKey(pin) ? <AttachedHost pin={pin} lobbyExtra={lobbyExtra} /> : <NotAvailable pin={pin} />;
}

/** `lobbyExtra`: more for the lobby from outside this feature (inviting people, from notifications). */
function AttachedHost({ pin, lobbyExtra }: { pin: string; lobbyExtra?: ReactNode }) {
  const { t } = useTranslation(['live', 'common']);
  const { session, state } = useHostSession(pin);
  const commands = useHostCommand(session);
  const { view } = state;
  useDocumentTitle(view ? pickText(view.title, currentLanguage()) : t('common:pages.hostPin.title'));
  if (state.isNotFound) return <NotAvailable pin={pin} />;
  if (!view) {
    return (
      <Container size="lg" py="xl">
        <ConnectionBanner status={state.status} />
        <Center py="xl">
          <Loader aria-label={t('common:loading')} />
        </Center>
      </Container>
    );
  }
  const isPlaying = view.phase === 'get_ready' || view.phase === 'question' || view.phase === 'reveal';
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <ConnectionBanner status={state.status} />
        <Group justify="space-between" gap="sm" align="center">
          <Group gap="sm" miw={0}>
            <Title order={1} size="h2">
              {pickText(view.title, currentLanguage())}
            </Title>
            {view.phase !== 'lobby' && (
              <Badge size="lg" variant="light">
                {t('host.pinBadge')} {view.pin}
              </Badge>
            )}
          </Group>
          {isPlaying && (
            <ConfirmButton
              variant="light"
              color="red"
              label={t('host.endQuiz')}
              icon={<IconPlayerStop size={18} aria-hidden />}
              title={t('host.endTitle')}
              question={t('host.endQuestion')}
              confirmLabel={t('host.endQuiz')}
              isPending={commands.pending === 'host:end'}
              onConfirm={() => commands.send('host:end')}
            />
          )}
        </Group>
        {phaseScreen(view, state, commands, lobbyExtra)}
      </Stack>
    </Container>
  );
}

function phaseScreen(
  view: HostView,
  { offset, eligible }: HostSessionState,
  commands: ReturnType<typeof useHostCommand>,
  lobbyExtra?: ReactNode,
): ReactNode {
  switch (view.phase) {
    case 'lobby':
      return <HostLobby view={view} commands={commands} extra={lobbyExtra} />;
    case 'get_ready':
      return <HostGetReady view={view} offset={offset} />;
    case 'question':
      return view.question ? (
        <HostQuestion view={view} question={view.question} offset={offset} eligible={eligible} />
      ) : null;
    case 'reveal':
      return view.closed ? <HostReveal view={view} closed={view.closed} commands={commands} /> : null;
    case 'ended':
      return <HostFinal view={view} commands={commands} />;
  }
}

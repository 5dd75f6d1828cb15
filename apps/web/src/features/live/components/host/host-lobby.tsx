import { Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconLockOpen, IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostView } from '@awarequest/contracts';
import type { useHostCommand } from '../../hooks/use-host-command';
import { JoinDetails } from './join-details';
import { ParticipantList } from './participant-list';
import { PresenterJoinBanner } from './presenter-join-banner';
import { TeamsSetup } from './teams-setup';

interface HostLobbyProps {
  view: HostView;
  commands: ReturnType<typeof useHostCommand>;
  /** Shown under the join details (inviting people). */
  extra?: ReactNode;
  /** On a projector: the join banner in large type, no invite panel. */
  isPresenting?: boolean;
}

/**
 * The lobby of docs/product.md §2: PIN, join link and QR code, the participants live, lock and
 * start. Lock and Start come first in the tab order, the invite panel last.
 */
export function HostLobby({ view, commands, extra, isPresenting = false }: HostLobbyProps) {
  const { t } = useTranslation('live');
  const { pending, send, kick } = commands;
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" data-testid="participants-count">
          {t('host.participants', { count: view.players_count })}
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            size={isPresenting ? 'lg' : 'sm'}
            leftSection={
              view.locked ? <IconLockOpen size={18} aria-hidden /> : <IconLock size={18} aria-hidden />
            }
            loading={pending === 'host:lock' || pending === 'host:unlock'}
            onClick={() => void send(view.locked ? 'host:unlock' : 'host:lock')}
            aria-pressed={view.locked}
          >
            {view.locked ? t('host.unlock') : t('host.lock')}
          </Button>
          <Button
            size={isPresenting ? 'lg' : 'sm'}
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
            loading={pending === 'host:start'}
            disabled={view.players_count === 0}
            onClick={() => void send('host:start')}
          >
            {t('host.start')}
          </Button>
        </Group>
      </Group>
      {view.locked && <Text c="dimmed">{t('host.lockedHint')}</Text>}
      {!isPresenting && <TeamsSetup view={view} commands={commands} />}
      {isPresenting && <PresenterJoinBanner pin={view.pin} />}
      <Grid gap="lg">
        {!isPresenting && (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <JoinDetails pin={view.pin} />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: isPresenting ? 12 : 7 }}>
          <ParticipantList
            players={view.players}
            pendingKick={pending}
            onKick={(player) => void kick(player.id)}
          />
        </Grid.Col>
      </Grid>
      {!isPresenting && extra}
    </Stack>
  );
}

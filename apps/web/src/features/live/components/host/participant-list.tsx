import { ActionIcon, Badge, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconUserMinus, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LivePlayer } from '@awarequest/contracts';
import { EmptyState } from '../../../../components/empty-state';
import { PlayerAvatar } from '../../../../components/player-avatar';
import classes from './participant-list.module.css';

interface ParticipantListProps {
  players: LivePlayer[];
  onKick: (player: LivePlayer) => void;
  pendingKick: string | null;
}

/** Everyone who joined, live, each with a way to remove them. */
export function ParticipantList({ players, onKick, pendingKick }: ParticipantListProps) {
  const { t } = useTranslation(['live', 'common']);
  if (players.length === 0)
    return <EmptyState title={t('common:empty.noParticipants')} hint={t('host.shareHint')} />;
  return (
    <ul className={classes.list}>
      {players.map((player) => {
        const kickLabel = t('host.kick', { nickname: player.nickname });
        return (
          <Paper
            component="li"
            key={player.id}
            className={classes.item}
            withBorder
            radius="md"
            ps="xs"
            pe={4}
            py={4}
            data-testid="participant"
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" miw={0}>
                <PlayerAvatar avatar={player.avatar} size="sm" />
                <Text fw={600} style={{ overflowWrap: 'anywhere' }} dir="auto" c={player.connected ? undefined : 'dimmed'}>
                  {player.nickname}
                </Text>
                {!player.connected && (
                  <Badge
                    size="sm"
                    color="gray"
                    variant="light"
                    leftSection={<IconWifiOff size={12} aria-hidden />}
                  >
                    {t('host.offline')}
                  </Badge>
                )}
              </Group>
              <Tooltip label={kickLabel} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => {
                    onKick(player);
                  }}
                  loading={pendingKick === `kick:${player.id}`}
                  aria-label={kickLabel}
                >
                  <IconUserMinus size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Paper>
        );
      })}
    </ul>
  );
}

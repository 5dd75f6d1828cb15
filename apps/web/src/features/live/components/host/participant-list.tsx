import { ActionIcon, Badge, Group, Paper, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { IconUserMinus, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LivePlayer } from '@awarequest/contracts';
import { EmptyState } from '../../../../components/empty-state';
import { PlayerAvatar } from '../../../../components/player-avatar';

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
    <SimpleGrid
      component="ul"
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {players.map((player) => {
        const kickLabel = t('host.kick', { nickname: player.nickname });
        return (
          <Paper
            component="li"
            key={player.id}
            withBorder
            radius="md"
            px="sm"
            py={6}
            data-testid="participant"
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" miw={0}>
                <PlayerAvatar avatar={player.avatar} size="sm" />
                <Text fw={600} truncate c={player.connected ? undefined : 'dimmed'}>
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
    </SimpleGrid>
  );
}

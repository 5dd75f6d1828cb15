import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HostView } from '@awarequest/contracts';
import { PlayerAvatar } from '../../../../components/player-avatar';
import type { useHostCommand } from '../../hooks/use-host-command';
import { teamLabel } from '../team-label';

interface TeamsAssignListProps {
  view: HostView;
  commands: ReturnType<typeof useHostCommand>;
}

const UNASSIGNED = '';

/** Every player with the team the host puts them in (team mode "host"). */
export function TeamsAssignList({ view, commands }: TeamsAssignListProps) {
  const { t } = useTranslation('live');
  const teams = view.teams ?? [];
  const options = [
    { value: UNASSIGNED, label: t('teams.unassigned'), disabled: true },
    ...teams.map((team) => ({
      value: team.id,
      label: `${teamLabel(t, team)} · ${t('teams.members', { count: team.members })}`,
    })),
  ];
  const known = new Set(teams.map((team) => team.id));
  return (
    <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} data-testid="teams-assign">
      {view.players.map((player) => (
        <Group component="li" key={player.id} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <PlayerAvatar avatar={player.avatar} size="sm" />
            <Text fw={600} truncate dir="auto">
              {player.nickname}
            </Text>
          </Group>
          <NativeSelect
            aria-label={t('teams.teamOf', { nickname: player.nickname })}
            data={options}
            value={player.team && known.has(player.team) ? player.team : UNASSIGNED}
            disabled={commands.pending === `assign:${player.id}`}
            miw={150}
            onChange={(event) =>
              void commands.assignTeam({ player_id: player.id, team_id: event.currentTarget.value })
            }
          />
        </Group>
      ))}
    </Stack>
  );
}

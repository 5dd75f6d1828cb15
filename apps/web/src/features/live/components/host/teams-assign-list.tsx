import { Group, NativeSelect, Stack, Text, type ComboboxItem } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HostView } from '@awarequest/contracts';
import { PlayerAvatar } from '../../../../components/player-avatar';
import type { useHostCommand } from '../../hooks/use-host-command';
import { usePendingChoice } from '../../../../lib/use-pending-choice';
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
            <Text fw={600} style={{ overflowWrap: 'anywhere' }} dir="auto">
              {player.nickname}
            </Text>
          </Group>
          <TeamSelect
            label={t('teams.teamOf', { nickname: player.nickname })}
            options={options}
            team={player.team && known.has(player.team) ? player.team : UNASSIGNED}
            isSending={commands.pending === `assign:${player.id}`}
            send={(team) => commands.assignTeam({ player_id: player.id, team_id: team })}
          />
        </Group>
      ))}
    </Stack>
  );
}

interface TeamSelectProps {
  label: string;
  options: ComboboxItem[];
  team: string;
  isSending: boolean;
  send: (team: string) => Promise<boolean>;
}

/** One player's team: the host's pick shows at once, the server's answer takes over. */
function TeamSelect({ label, options, team, isSending, send }: TeamSelectProps) {
  const { shown, choose } = usePendingChoice(team);
  return (
    <NativeSelect
      aria-label={label}
      data={options}
      value={shown}
      disabled={isSending}
      miw={150}
      onChange={(event) => void choose(event.currentTarget.value, send)}
    />
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../lib/toast';
import type { TeamAssignPayload, TeamsSetupPayload } from '@awarequest/contracts';
import { sendTeamAssign, sendTeamsSetup } from '../model/host-teams';
import { kickPlayer, sendHostCommand, type HostCommand, type HostSession } from '../model/host-session';

/**
 * The host's commands, one at a time, each telling the user when the server refuses it: a start
 * that fails says 'Failed to start game' (docs/product.md §8); others say the server's reason.
 */
export function useHostCommand(session: HostSession) {
  const { t } = useTranslation('live');
  const [pending, setPending] = useState<string | null>(null);
  const run = async (name: string, send: () => ReturnType<typeof sendHostCommand>) => {
    setPending(name);
    try {
      const ack = await send();
      if (!ack.ok) {
        // Questions another live game is playing: the server's reason tells the host what to do.
        const isGeneric = name === 'host:start' && ack.code !== 'QUESTIONS_IN_PLAY';
        toastError(isGeneric ? t('errors.startFailed') : ack.message);
      }
      return ack.ok;
    } finally {
      setPending(null);
    }
  };
  return {
    pending,
    send: (command: HostCommand) => run(command, () => sendHostCommand(session, command)),
    kick: (playerId: string) => run(`kick:${playerId}`, () => kickPlayer(session, playerId)),
    setTeams: (setup: TeamsSetupPayload) => run('host:teams', () => sendTeamsSetup(session, setup)),
    assignTeam: (assign: TeamAssignPayload) =>
      run(`assign:${assign.player_id}`, () => sendTeamAssign(session, assign)),
  };
}

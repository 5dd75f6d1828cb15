import { recordLiveAnswers, type RecorderDeps } from './live-answers-recorder.js';
import type { BackgroundTasks } from './background-tasks.js';
import type { Broadcaster } from './live-broadcaster.js';
import type { Committed } from './live-commit.js';
import type { PlayerRecord, SessionCore } from './session-model.js';

/**
 * What a committed command sets off, event by event: the broadcaster's emits (from the data
 * the events carry, never read back), the next phase's timer, each player's private result on
 * every instance, and at the end the signed-in players' statistics.
 */

interface EffectsDeps extends RecorderDeps {
  broadcaster: Broadcaster;
  tasks: BackgroundTasks;
  /** Arms the timer of the committed phase. */
  schedule: (core: SessionCore) => void;
  /** Asks the other instances to send their own players their private results (no-op alone). */
  notifyOthers: (pin: string, kind: 'result' | 'performance', index: number) => void;
}

export function createLiveEffects(deps: EffectsDeps) {
  const { broadcaster, tasks } = deps;

  function privateResults(
    pin: string,
    kind: 'result' | 'performance',
    index: number,
    ranked: readonly PlayerRecord[],
  ) {
    const known = new Map(ranked.map((player) => [player.id, player]));
    tasks.run(broadcaster.privateResults(pin, kind, index, known), 'private results');
    deps.notifyOthers(pin, kind, index);
  }

  return function afterWrite(pin: string, { state, events }: Committed) {
    for (const event of events) {
      switch (event.type) {
        case 'state':
          broadcaster.phaseChanged(event.core, state.def, state.counts);
          deps.schedule(event.core);
          break;
        case 'closed':
          broadcaster.closed(pin, event.closed);
          privateResults(pin, 'result', event.closed.index, event.players);
          break;
        case 'ended':
          broadcaster.ended(pin, event.ranking, event.teams);
          privateResults(pin, 'performance', state.core.index, event.players);
          tasks.run(recordLiveAnswers(deps, state.core, state.def, event.players), 'recording answers');
          break;
        case 'player':
          broadcaster.playerChanged(pin, event.player, event.connected, event.removed);
          break;
        case 'seats':
          broadcaster.lobbyCount(pin);
          break;
        case 'teams':
          broadcaster.teamsChanged(pin, event.settings, event.assigned);
          break;
        case 'kicked':
          broadcaster.kicked(pin, event.playerId);
      }
    }
  };
}

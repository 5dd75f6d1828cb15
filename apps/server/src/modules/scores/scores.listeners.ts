import type { DomainEventBus } from '../../lib/domain-events.js';
import { recomputeUserScores, type RecomputeDeps } from './recompute.service.js';

/**
 * Scores follow the answers and the assignments: a closed attempt, an ended live round or a
 * campaign falling overdue recomputes its people.
 */
export function listenForScoreChanges(deps: RecomputeDeps): () => void {
  const events: DomainEventBus = deps.events;
  const stops = [
    events.on('attempt.finished', async ({ userId }) => {
      await recomputeUserScores(deps, userId);
    }),
    events.on('live.round_ended', async ({ userIds }) => {
      // One after another: a session of hundreds of players must not take every connection.
      for (const userId of new Set(userIds)) await recomputeUserScores(deps, userId);
    }),
    // A campaign's due date plus grace passed: its unfinished people's compliance part moves.
    events.on('event.overdue', async ({ userIds }) => {
      for (const userId of new Set(userIds)) await recomputeUserScores(deps, userId);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

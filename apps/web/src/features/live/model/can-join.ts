import type { SessionSummary } from '@awarequest/contracts';

/** Why a new player cannot join a session, or null when they can. */
export type JoinBlock = 'notFound' | 'locked' | 'started' | 'ended';

export function joinBlockOf(summary: SessionSummary | null): JoinBlock | null {
  if (!summary) return 'notFound';
  if (summary.phase === 'ended') return 'ended';
  if (summary.locked) return 'locked';
  if (summary.phase !== 'lobby' && !summary.late_join) return 'started';
  return null;
}

/**
 * The catalog key of a block's words. A PIN that names no game says so in the player's words
 * (not the spec's "Game data not available", which is for a game that went away under a seat);
 * it lives in common, which the PIN field's page has loaded already.
 */
export const JOIN_BLOCK_KEYS: Record<JoinBlock, string> = {
  notFound: 'common:join.unknownPin',
  locked: 'live:join.blocked.locked',
  started: 'live:join.blocked.started',
  ended: 'live:join.blocked.ended',
};

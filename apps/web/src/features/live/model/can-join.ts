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
 * The catalog key of a block's words. "Game data not available" is the spec's text, said the
 * same way on every page, so it has one key (in common) rather than a copy here.
 */
export const JOIN_BLOCK_KEYS: Record<JoinBlock, string> = {
  notFound: 'common:empty.gameDataNotAvailable',
  locked: 'live:join.blocked.locked',
  started: 'live:join.blocked.started',
  ended: 'live:join.blocked.ended',
};

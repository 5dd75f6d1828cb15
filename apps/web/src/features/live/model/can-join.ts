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

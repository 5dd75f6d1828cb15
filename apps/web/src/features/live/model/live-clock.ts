/** The pure parts of a live game's clock: the server owns it; this machine's may be off. */

/** How far the server's clock is ahead of this one (ms), measured when a `server_now` arrives. */
export const clockOffset = (serverNow: number, localNow: number): number => serverNow - localNow;

/** Milliseconds until `at` (server epoch ms), on the server's clock; never below zero. */
export const msUntil = (at: number, offset: number, localNow: number): number =>
  Math.max(0, at - (localNow + offset));

/** Whole seconds shown for `ms`, rounded up so 0 only shows once the time is up. */
export const secondsShown = (ms: number): number => Math.ceil(ms / 1000);

/** The seconds left at which screen readers hear the time (besides "time is up"). */
export const ANNOUNCED_SECONDS_LEFT = 10;

export type TimerThreshold = 'tenSecondsLeft' | 'timeUp';

/**
 * The last threshold the answer clock has passed. Screen readers hear the timer only when this
 * changes, never every second.
 */
export function timerThreshold(ms: number): TimerThreshold | null {
  if (ms <= 0) return 'timeUp';
  if (ms <= ANNOUNCED_SECONDS_LEFT * 1000) return 'tenSecondsLeft';
  return null;
}

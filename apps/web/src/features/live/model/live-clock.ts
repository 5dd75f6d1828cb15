/** The pure parts of a live game's clock: the server owns it; this machine's may be off. */

/** How far the server's clock is ahead of this one (ms), measured when a `server_now` arrives. */
export const clockOffset = (serverNow: number, localNow: number): number => serverNow - localNow;

/** One reading of the server's clock: its offset, and when (on this clock) it was taken. */
export interface ClockReading {
  offset: number;
  at: number;
}

/** Readings kept this long, and at most this many: a clock set forward or back is followed soon. */
const READINGS_KEPT_MS = 60_000;
const READINGS_KEPT = 20;

/**
 * The readings after one more. A message takes time to arrive, so a reading is never above the
 * true offset: the largest of the recent ones (the least delayed message) is the best estimate,
 * and one late message does not make a screen open its question late.
 */
export function addReading(
  readings: readonly ClockReading[],
  serverNow: number,
  localNow: number,
): ClockReading[] {
  const recent = readings.filter(
    (reading) => reading.at <= localNow && localNow - reading.at < READINGS_KEPT_MS,
  );
  return [...recent.slice(-(READINGS_KEPT - 1)), { offset: clockOffset(serverNow, localNow), at: localNow }];
}

export const bestOffset = (readings: readonly ClockReading[]): number =>
  readings.length === 0 ? 0 : Math.max(...readings.map((reading) => reading.offset));

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

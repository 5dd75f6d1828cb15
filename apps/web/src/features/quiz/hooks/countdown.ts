/** The pure parts of the quiz clock: the server's time, what is left, how it reads. */

/** How far the server's clock is ahead of this one (ms); the countdown adds it to Date.now(). */
export const clockOffset = (serverNow: string, localNow: number): number => Date.parse(serverNow) - localNow;

/** Milliseconds left until `expiresAt`, on the server's clock; never below zero. */
export const msLeft = (expiresAt: string, offset: number, localNow: number): number =>
  Math.max(0, Date.parse(expiresAt) - (localNow + offset));

/** "mm:ss", or "h:mm:ss" from an hour up; whole seconds rounded up so 0:00 means time is up. */
export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

export type Threshold = 'fiveMinutesLeft' | 'oneMinuteLeft' | 'timeUp';

/**
 * The last threshold the clock has passed. Screen readers hear the timer only when this
 * changes, not every second.
 */
export function thresholdOf(ms: number): Threshold | null {
  if (ms <= 0) return 'timeUp';
  if (ms <= 60_000) return 'oneMinuteLeft';
  if (ms <= 300_000) return 'fiveMinutesLeft';
  return null;
}

import type { LiveClock } from './live-clock.js';
import type { SessionCore } from './session-model.js';

/**
 * Each phase's own timer on the instance that committed it: at `phaseEndsAt` the clock's step
 * is due. The sweep (live-sweep.ts) covers an instance that went away before its timer ran.
 */
export function createPhaseTimers(clock: LiveClock, onDue: (pin: string) => void) {
  const timers = new Map<string, () => void>();
  let isClosed = false;

  return {
    /** Replaces the session's timer by one for this core's phase (none when it has no end). */
    schedule(core: SessionCore) {
      timers.get(core.pin)?.();
      timers.delete(core.pin);
      if (core.phaseEndsAt === null || isClosed) return;
      timers.set(
        core.pin,
        clock.at(core.phaseEndsAt, () => {
          timers.delete(core.pin);
          onDue(core.pin);
        }),
      );
    },

    close() {
      isClosed = true;
      for (const cancel of timers.values()) cancel();
      timers.clear();
    },
  };
}

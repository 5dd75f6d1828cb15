/**
 * The server's clock for live sessions: the time, and timers at a given time. The gateway takes
 * one, so tests can drive a game through its phases without waiting for real seconds.
 */
export interface LiveClock {
  now(): number;
  /** Runs `run` at `time` (epoch ms) or soon after; returns a function that cancels it. */
  at(time: number, run: () => void): () => void;
}

export const systemClock: LiveClock = {
  now: () => Date.now(),
  at(time, run) {
    const timer = setTimeout(run, Math.max(0, time - Date.now()));
    timer.unref();
    return () => {
      clearTimeout(timer);
    };
  },
};

/**
 * At most one run per `intervalMs` and key: the first call runs at once, calls within the
 * interval fold into one trailing run. For counts sent to a room (players in the lobby, answers
 * to the host), whose latest value is all that matters.
 */
export function createThrottle(clock: LiveClock, intervalMs: number | ((key: string) => number)) {
  const intervalOf = typeof intervalMs === 'number' ? () => intervalMs : intervalMs;
  const lastRun = new Map<string, number>();
  const pending = new Map<string, () => void>();
  return {
    run(key: string, work: () => void) {
      if (pending.has(key)) return;
      const wait = (lastRun.get(key) ?? -Infinity) + intervalOf(key) - clock.now();
      if (wait <= 0) {
        lastRun.set(key, clock.now());
        work();
        return;
      }
      const cancel = clock.at(clock.now() + wait, () => {
        pending.delete(key);
        lastRun.set(key, clock.now());
        work();
      });
      pending.set(key, cancel);
    },
    /** Forgets a key (a session that ended), cancelling a pending run. */
    forget(key: string) {
      pending.get(key)?.();
      pending.delete(key);
      lastRun.delete(key);
    },
    clear() {
      for (const cancel of pending.values()) cancel();
      pending.clear();
      lastRun.clear();
    },
  };
}

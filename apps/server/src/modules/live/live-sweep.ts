import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from './background-tasks.js';
import type { Broadcaster } from './live-broadcaster.js';
import type { LiveClock } from './live-clock.js';
import type { SessionStore } from './session-store.js';

/**
 * Every second on every instance: takes the clock's due steps (in case the instance that
 * started a phase is gone), renews this instance's lease on its players' connections, and
 * releases the connections a dead instance held.
 */

const SWEEP_INTERVAL_MS = 1000;

interface SweepDeps {
  store: SessionStore;
  clock: LiveClock;
  broadcaster: Broadcaster;
  tasks: BackgroundTasks;
  log: FastifyBaseLogger;
  /** The clock's step for one session. */
  step: (pin: string) => Promise<void>;
}

export function createLiveSweep({ store, clock, broadcaster, tasks, log, step }: SweepDeps) {
  let sweepTimer: (() => void) | undefined;
  let isClosed = false;

  /**
   * Renews this instance's lease on its players' connections, and takes those of instances that
   * died off the counts: their hosts see those players as gone (until they connect again).
   */
  async function heartbeat(now: number) {
    const { missedLease, released } = await store.heartbeat(now);
    if (missedLease)
      log.warn('live: this instance missed its lease; its players may show as gone until they reconnect');
    const idsByPin = new Map<string, string[]>();
    for (const { pin, playerId } of released) {
      const ids = idsByPin.get(pin) ?? [];
      ids.push(playerId);
      idsByPin.set(pin, ids);
    }
    for (const [pin, ids] of idsByPin)
      for (const player of await store.playersByIds(pin, ids))
        if (player) broadcaster.playerChanged(pin, player, false);
  }

  async function closeDue(now: number) {
    const due = await store.due(now);
    await Promise.all(due.map((pin) => step(pin)));
  }

  async function sweep() {
    try {
      const now = clock.now();
      // Side by side: the heartbeat adds no wait before a due question closes.
      await Promise.all([heartbeat(now), closeDue(now)]);
    } catch (error) {
      log.warn({ err: error }, 'live sweep failed');
    }
  }

  function arm() {
    if (isClosed) return;
    sweepTimer = clock.at(clock.now() + SWEEP_INTERVAL_MS, () => {
      tasks.run(sweep().finally(arm), 'sweep');
    });
  }

  return {
    sweep,
    arm,
    close() {
      isClosed = true;
      sweepTimer?.();
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';

export interface Poller {
  /** Drains now, after any drain in hand (one at a time per instance); resolves with its count. */
  runDue(): Promise<number>;
  /** Polls every `pollMs`, the first time at once (none when 0). */
  start(): void;
  /** Stops polling and waits for the drain in hand. */
  stop(): Promise<void>;
}

/**
 * The rhythm shared by this instance's workers (the job queue, the wearable revocation retries):
 * one drain at a time, the poller and a caller of `runDue` sharing it, a failed drain logged and
 * the next one still scheduled.
 */
export function createPoller(
  drain: () => Promise<number>,
  pollMs: number,
  log: FastifyBaseLogger,
  what: string,
): Poller {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let isStopped = true;

  function runDue(): Promise<number> {
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(drain);
    running = next;
    void next
      .finally(() => {
        if (running === next) running = undefined;
      })
      .catch(() => undefined);
    return next;
  }

  function poll() {
    if (isStopped) return;
    runDue()
      .catch((error: unknown) => {
        log.error({ err: error }, `${what} failed`);
      })
      .finally(() => {
        if (!isStopped) timer = setTimeout(poll, pollMs);
      });
  }

  return {
    runDue,
    start() {
      if (!isStopped || pollMs <= 0) return;
      isStopped = false;
      // The first poll at once: work that fell due while no instance ran.
      timer = setTimeout(poll, 0);
    },
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

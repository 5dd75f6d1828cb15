import type { FastifyBaseLogger } from 'fastify';

/**
 * Work started without waiting for it (a broadcast's read, closing a question when everyone
 * answered): failures go to the log, and `drain` lets the app finish it before closing the
 * store's connection.
 */
export function createBackgroundTasks(log: FastifyBaseLogger) {
  const running = new Set<Promise<unknown>>();
  return {
    run(work: Promise<unknown>, what: string) {
      const task = work.catch((error: unknown) => {
        log.warn({ err: error }, `live: ${what} failed`);
      });
      running.add(task);
      void task.finally(() => running.delete(task));
    },
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;

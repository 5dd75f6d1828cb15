/**
 * The child side of the parent <-> server protocol: a server script reports its port once
 * it listens, answers questions about its CPU time, and shuts down when the parent asks
 * (SIGTERM) or disappears (IPC closed), so a crashed benchmark never leaves a server running.
 */

export interface ReadyMessage {
  type: 'ready';
  port: number;
  /** Free-form facts the parent prints (database kind, bench account...). */
  info: Record<string, string>;
}

/** The parent asks `{ type: 'cpu-usage?' }`; the answer covers every thread of the process. */
export interface CpuUsageMessage {
  type: 'cpu-usage';
  /** User + system CPU time since the process started, in microseconds. */
  micros: number;
}

export function announceReady(port: number, info: Record<string, string> = {}): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('this server script is meant to be started by bench/api/run.ts (fork + IPC)');
  // CPU time per request moves less than req/s when other work on the machine takes the cores.
  process.on('message', (message: { type?: string } | undefined) => {
    if (message?.type !== 'cpu-usage?') return;
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu-usage', micros: user + system } satisfies CpuUsageMessage);
  });
  send({ type: 'ready', port, info } satisfies ReadyMessage);
}

/** Runs `close` once, on SIGTERM/SIGINT or when the parent goes away, then exits. */
export function closeOnStop(close: () => Promise<void>): void {
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    close()
      .catch((error: unknown) => {
        console.error('bench server: error while closing', error);
      })
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('disconnect', stop);
}

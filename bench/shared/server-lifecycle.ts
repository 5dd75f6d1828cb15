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

/** The parent asks `{ type: 'usage?' }`; the CPU time covers every thread of the process. */
export interface UsageMessage {
  type: 'usage';
  /** User + system CPU time since the process started, in microseconds. */
  cpuMicros: number;
  /** Resident set size now, in bytes. */
  rssBytes: number;
}

export function announceReady(port: number, info: Record<string, string> = {}): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('this server script is meant to be started by a bench runner (fork + IPC)');
  // CPU time per request moves less than req/s when other work on the machine takes the cores.
  process.on('message', (message: { type?: string } | undefined) => {
    if (message?.type !== 'usage?') return;
    const { user, system } = process.cpuUsage();
    send({
      type: 'usage',
      cpuMicros: user + system,
      rssBytes: process.memoryUsage.rss(),
    } satisfies UsageMessage);
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

/**
 * The child side of the parent <-> server protocol: a server script reports its port once
 * it listens, and shuts down when the parent asks (SIGTERM) or disappears (IPC closed), so a
 * crashed benchmark never leaves a server running in the background.
 */

export interface ReadyMessage {
  type: 'ready';
  port: number;
  /** Free-form facts the parent prints (database kind, bench account...). */
  info: Record<string, string>;
}

export function announceReady(port: number, info: Record<string, string> = {}): void {
  if (!process.send)
    throw new Error('this server script is meant to be started by bench/api/run.ts (fork + IPC)');
  const message: ReadyMessage = { type: 'ready', port, info };
  process.send(message);
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

import { performance } from 'node:perf_hooks';
import {
  connect,
  recorder,
  type Client,
  type Recorder,
} from '../../apps/server/src/modules/live/live.test-support.js';

/**
 * Live-game sockets in front of several server instances, as behind a load balancer: a socket
 * that loses its connection connects again to the first instance that takes it and resumes
 * (rejoins its seat, or attaches as the host again).
 */

export interface Resumed<T> {
  client: Client;
  events: Recorder;
  /** What `resume` answered (the rejoin's or the attach's view). */
  value: T;
  /** When `resume` was acknowledged (performance.now()). */
  at: number;
}

/** Connects to the first of `addresses` that accepts the connection; an instance that is down refuses it. */
export async function connectToFirstUp(addresses: readonly string[]): Promise<Client> {
  const refusals: string[] = [];
  for (const address of addresses) {
    try {
      return await connect(address);
    } catch (error) {
      refusals.push(`${address}: ${String(error)}`);
    }
  }
  throw new Error(`no instance took the connection:\n${refusals.join('\n')}`);
}

/**
 * Once `client` disconnects: a new socket to the first instance up, its events recorded from the
 * start, and `resume` run on it. The promise settles when `resume` is acknowledged.
 */
export function resumeWhenLost<T>(
  client: Client,
  addresses: readonly string[],
  resume: (client: Client) => Promise<T>,
): Promise<Resumed<T>> {
  return new Promise((resolve, reject) => {
    client.once('disconnect', () => {
      const reconnect = async (): Promise<Resumed<T>> => {
        const next = await connectToFirstUp(addresses);
        const events = recorder(next);
        const value = await resume(next);
        return { client: next, events, value, at: performance.now() };
      };
      reconnect().then(resolve, reject);
    });
  });
}

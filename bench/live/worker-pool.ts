import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { RunnerMessage, WorkerMessage } from './protocol.js';

/** The player workers: forked processes (under tsx) the runner talks to over IPC. */

export interface Worker {
  send(message: RunnerMessage): void;
  /** The next message of `type` that matches, or null after `timeoutMs`. */
  next<T extends WorkerMessage['type']>(
    type: T,
    match?: (message: Extract<WorkerMessage, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<WorkerMessage, { type: T }> | null>;
  stop(): Promise<void>;
}

const script = fileURLToPath(new URL('./player-worker.ts', import.meta.url));

/**
 * The workers' young generation, MB per semi-space (V8's default here is 16). Every message a
 * player gets leaves short-lived strings and objects behind, and garbage collection was a tenth
 * of a worker's time. With 64, in eight 10,000-player runs in A-B-B-A order, "next → get ready"
 * p50 was 121–144 ms against 132–159 ms with 16, and p99 237–436 ms against 274–515 ms: a small
 * gain, within the spread from run to run.
 */
const SEMI_SPACE_MB = Number(process.env.BENCH_LIVE_WORKER_SEMI_SPACE_MB ?? '64');

/**
 * The player workers' nice value (default 10): the load generator yields the CPU to the server
 * when both want it. Ten thousand phones would each decode their own message on their own
 * processor; here they share the server's two cores, and at equal priority a woken worker
 * preempts the server in the middle of a broadcast. In 10,000-player runs the server's write
 * loop for one "get ready" took 127–168 ms with the workers at 10 and 178–310 ms at 0.
 * `BENCH_LIVE_WORKER_NICE=0` runs them at the server's priority.
 */
export const WORKER_NICE = Number(process.env.BENCH_LIVE_WORKER_NICE ?? '10');

export async function startWorkers(count: number): Promise<Worker[]> {
  return Promise.all(Array.from({ length: count }, () => startWorker()));
}

async function startWorker(): Promise<Worker> {
  const child = fork(script, [], {
    // BENCH_WORKER_PROFILE names a directory for each player worker's CPU profile.
    execArgv: [
      '--import',
      'tsx',
      `--max-semi-space-size=${SEMI_SPACE_MB}`,
      // For the collections between questions (player-worker.ts).
      '--expose-gc',
      ...(process.env.BENCH_WORKER_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_WORKER_PROFILE}`]
        : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (WORKER_NICE !== 0 && child.pid !== undefined) os.setPriority(child.pid, WORKER_NICE);
  const inbox: WorkerMessage[] = [];
  const waiters = new Set<() => void>();
  child.on('message', (message: WorkerMessage) => {
    inbox.push(message);
    for (const wake of [...waiters]) wake();
  });
  const worker: Worker = {
    send: (message) => child.send(message),
    next(type, match = () => true, timeoutMs = 600_000) {
      type Wanted = Extract<WorkerMessage, { type: typeof type }>;
      const take = (): Wanted | undefined => {
        const at = inbox.findIndex((message) => message.type === type && match(message as Wanted));
        return at < 0 ? undefined : (inbox.splice(at, 1)[0] as Wanted);
      };
      return new Promise((resolve) => {
        const found = take();
        if (found) {
          resolve(found);
          return;
        }
        const timer = setTimeout(() => {
          waiters.delete(wake);
          resolve(null);
        }, timeoutMs);
        function wake() {
          const message = take();
          if (!message) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(message);
        }
        waiters.add(wake);
      });
    },
    stop: () => stopWorker(child),
  };
  if (!(await worker.next('ready', undefined, 60_000))) throw new Error('a player worker did not start');
  return worker;
}

function stopWorker(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.send({ type: 'stop' } satisfies RunnerMessage);
  });
}

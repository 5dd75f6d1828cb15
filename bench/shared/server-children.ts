import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ReadyMessage, UsageMessage } from './server-lifecycle.js';

/**
 * Starts the servers under load in their own processes: the load generator must not share an
 * event loop (or a CPU) with the server it measures.
 */

const READY_TIMEOUT_MS = 120_000; // PGlite runs the migrations at start
const STOP_TIMEOUT_MS = 10_000;

export interface ServerChild {
  name: string;
  pid: number;
  url: string;
  info: Record<string, string>;
  /** The server process's CPU time so far (all threads), in microseconds. */
  cpuMicros(): Promise<number>;
  /** CPU time so far (microseconds) and resident memory now (bytes). */
  usage(): Promise<{ cpuMicros: number; rssBytes: number }>;
  /** Asks the server to close (SIGTERM), and kills it if it has not exited in time. Idempotent. */
  stop(): Promise<void>;
}

const running = new Set<ServerChild>();

/** Forks a server script (a TypeScript file, run under tsx) and waits for it to report its port. */
export async function startServer(
  name: string,
  scriptUrl: URL,
  env: Record<string, string> = {},
  /** Node flags for the server, as an operator would give them (`NODE_OPTIONS`). */
  nodeFlags: string[] = [],
): Promise<ServerChild> {
  const script = fileURLToPath(scriptUrl);
  const child = fork(script, [], {
    env: { ...process.env, ...env },
    // tsx loads the TypeScript sources; no --cpu-prof and friends from the parent, unless
    // BENCH_SERVER_PROFILE names a directory for the server's CPU profile (.cpuprofile).
    execArgv: [
      '--import',
      'tsx',
      ...nodeFlags,
      ...(process.env.BENCH_SERVER_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`]
        : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await waitForReady(name, child);
  const server: ServerChild = {
    name,
    pid: child.pid ?? -1,
    url: `http://127.0.0.1:${ready.port}`,
    info: ready.info,
    cpuMicros: () => askUsage(child).then((usage) => usage.cpuMicros),
    usage: () => askUsage(child),
    stop: () => stopChild(child).finally(() => running.delete(server)),
  };
  running.add(server);
  return server;
}

/** Stops every server still running; the finally of the run calls this whatever happened. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

function waitForReady(name: string, child: ChildProcess): Promise<ReadyMessage> {
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      cleanup();
      void stopChild(child);
      reject(new Error(`server "${name}" did not start: ${reason}`));
    };
    const onMessage = (message: unknown) => {
      if ((message as ReadyMessage | undefined)?.type !== 'ready') return;
      cleanup();
      resolve(message as ReadyMessage);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      fail(`it exited (code ${code}, signal ${signal})`);
    };
    const onError = (error: Error) => {
      fail(error.message);
    };
    const timer = setTimeout(() => {
      fail(`no port after ${READY_TIMEOUT_MS / 1000} s`);
    }, READY_TIMEOUT_MS);
    function cleanup() {
      clearTimeout(timer);
      child.off('message', onMessage).off('exit', onExit).off('error', onError);
    }
    child.on('message', onMessage).on('exit', onExit).on('error', onError);
  });
}

function askUsage(child: ChildProcess): Promise<{ cpuMicros: number; rssBytes: number }> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      const usage = message as UsageMessage | undefined;
      if (usage?.type !== 'usage') return;
      child.off('message', onMessage);
      resolve({ cpuMicros: usage.cpuMicros, rssBytes: usage.rssBytes });
    };
    child.on('message', onMessage);
    child.send({ type: 'usage?' });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CpuUsageMessage, ReadyMessage } from './servers/lifecycle.js';

/**
 * Starts the servers under load in their own processes: autocannon in this process must not
 * share an event loop (or a CPU) with the server it measures.
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
  /** Asks the server to close (SIGTERM), and kills it if it has not exited in time. Idempotent. */
  stop(): Promise<void>;
}

const running = new Set<ServerChild>();

/** Forks `servers/<name>.ts` under tsx and waits for it to report its port. */
export async function startServer(name: string): Promise<ServerChild> {
  const script = fileURLToPath(new URL(`./servers/${name}.ts`, import.meta.url));
  const child = fork(script, [], {
    // tsx loads the TypeScript sources; no --cpu-prof and friends from the parent.
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await waitForReady(name, child);
  const server: ServerChild = {
    name,
    pid: child.pid ?? -1,
    url: `http://127.0.0.1:${ready.port}`,
    info: ready.info,
    cpuMicros: () => askCpuMicros(child),
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

function askCpuMicros(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if ((message as CpuUsageMessage | undefined)?.type !== 'cpu-usage') return;
      child.off('message', onMessage);
      resolve((message as CpuUsageMessage).micros);
    };
    child.on('message', onMessage);
    child.send({ type: 'cpu-usage?' });
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

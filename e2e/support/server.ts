import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * How long a server may take to say it runs: 110 s, or E2E_SERVER_START_MS on a machine that is
 * busier than CI's (a first start migrates and imports the content pack). Hooks and tests that
 * start servers add it to their own time.
 */
export const SERVER_START_MS = Number(process.env.E2E_SERVER_START_MS) || 110_000;

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code once the process has closed. */
  stop: () => Promise<number | null>;
  /** Sends SIGKILL (`kill -9`: no shutdown code runs) and resolves once the process is gone. */
  kill: () => Promise<void>;
}

/**
 * Starts the product the way `npm start` does (the server process serving the built SPA),
 * on a free port and an empty data dir, with the embedded defaults: PGlite, no Redis, no SMTP.
 */
export async function startServer(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(path.join(tmpdir(), 'aq-e2e-')),
): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEV_OUTBOX_API: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const url = await waitForUrl(child, () => output);
  return {
    url,
    dataDir,
    output: () => output,
    stop: () => stopProcess(child),
    kill: async () => {
      await stopProcess(child, 'SIGKILL');
    },
  };
}

function waitForUrl(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`server did not start:\n${output()}`));
    }, SERVER_START_MS);
    const check = () => {
      const match = /AwareQuest is running at (http:\/\/\S+)/.exec(output());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output()}`));
    });
  });
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
    child.kill(signal);
  });
}

import os from 'node:os';
import { startServer, stopAll, type ServerChild } from '../shared/server-children.js';
import { measure, type Measurement, type Target } from './load.js';
import { printRatio, printTable, printWarnings } from './report.js';

/**
 * API throughput benchmark: a bare Fastify hello world as the baseline, then AwareQuest's
 * login and an authenticated GET, each server in its own process and autocannon in this one.
 * It measures and prints; the verdict against the target never changes the exit code.
 */

const DURATION_SEC = secondsFromEnv('BENCH_DURATION', 10);
const WARMUP_SEC = secondsFromEnv('BENCH_WARMUP', 3);
const GET_CONNECTIONS = 50;
// argon2id (19 MiB, 2 passes) on 2 cores manages a few dozen logins a second: more connections
// would only queue in the server and inflate the latency without adding throughput.
const LOGIN_CONNECTIONS = 10;
/** The target: an authenticated GET keeps at least half the throughput of a bare hello world. */
const TARGET_RATIO = 0.5;

process.on('SIGINT', () => void stopAll().finally(() => process.exit(130)));

try {
  printSettings();
  const { hello, login, me } = await runAll();
  console.log('');
  printTable([hello, login, me]);
  console.log('');
  printRatio(me, hello, TARGET_RATIO);
  printWarnings([hello, login, me]);
  console.log(`load average at the end: ${loadAverage()}`);
} finally {
  await stopAll();
}

async function runAll(): Promise<{ hello: Measurement; login: Measurement; me: Measurement }> {
  // One server at a time, so the one under load has the machine to itself.
  const helloServer = await startServer('hello', new URL('./servers/hello.ts', import.meta.url));
  const helloTarget: Target = {
    name: 'hello-world',
    url: `${helloServer.url}/`,
    connections: GET_CONNECTIONS,
  };
  await expectOk(helloTarget);
  const hello = await run(helloTarget, helloServer);
  await helloServer.stop();

  const awarequest = await startServer('awarequest', new URL('./servers/awarequest.ts', import.meta.url));
  console.log(`AwareQuest database: ${awarequest.info.database}`);
  const credentials = JSON.stringify({ email: awarequest.info.email, password: awarequest.info.password });
  const loginTarget: Target = {
    name: 'login',
    url: `${awarequest.url}/api/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: credentials,
    connections: LOGIN_CONNECTIONS,
  };
  const token = ((await expectOk(loginTarget)) as { data: { token: string } }).data.token;
  const meTarget: Target = {
    name: 'authenticated GET',
    url: `${awarequest.url}/api/users/me`,
    headers: { authorization: `Bearer ${token}` },
    connections: GET_CONNECTIONS,
  };
  await expectOk(meTarget);
  const login = await run(loginTarget, awarequest);
  const me = await run(meTarget, awarequest);
  await awarequest.stop();
  return { hello, login, me };
}

async function run(target: Target, server: ServerChild): Promise<Measurement> {
  console.log(`measuring ${target.name}: ${WARMUP_SEC} s warm-up + ${DURATION_SEC} s ...`);
  return measure(target, server, DURATION_SEC, WARMUP_SEC);
}

/** One request before the load: a target that fails would produce fast, meaningless figures. */
async function expectOk(target: Target): Promise<unknown> {
  const response = await fetch(target.url, {
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${target.name}: ${response.status} from ${target.url}: ${text}`);
  return JSON.parse(text) as unknown;
}

function printSettings() {
  const cpus = os.cpus();
  console.log('AwareQuest API benchmark (autocannon in this process, each server in a child process)');
  console.log(
    `  machine:     ${cpus.length} x ${cpus[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`,
  );
  console.log(
    `  per target:  ${WARMUP_SEC} s warm-up (BENCH_WARMUP) + ${DURATION_SEC} s measured (BENCH_DURATION)`,
  );
  console.log(`  connections: ${GET_CONNECTIONS} for the GETs, ${LOGIN_CONNECTIONS} for login; pipelining 1`);
  console.log(`  target:      authenticated GET >= ${TARGET_RATIO * 100} % of hello-world req/s`);
  console.log(`  load avg:    ${loadAverage()} at start (other work on the machine skews every figure)`);
}

/** The 1-minute load average: above the core count, something else competed for the CPU. */
function loadAverage(): string {
  return os.loadavg()[0]!.toFixed(2);
}

function secondsFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a number of seconds >= 0, got "${raw}"`);
  return value;
}

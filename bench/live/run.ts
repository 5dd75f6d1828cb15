import os from 'node:os';
import { execSync } from 'node:child_process';
import { io, type Socket } from 'socket.io-client';
import {
  GET_READY_SECONDS,
  LIVE_SOCKET_PATH,
  type Ack,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@awarequest/contracts';
import { startServer, stopAll, type ServerChild } from '../shared/server-children.js';
import { endFigures, joinFigures, latency, questionFigures, sum, type GameFigures } from './figures.js';
import type { EndReport, QuestionReport } from './protocol.js';
import { printFigures } from './report.js';
import { clientKind } from './player-socket.js';
import { startWorkers, WORKER_NICE, type Worker } from './worker-pool.js';

/**
 * Live-session benchmark: for each N, a fresh production server (its own process), a host
 * (this process) and N players (socket.io clients spread over worker processes) play a whole
 * game, answers included. It prints join time, fan-out, answer acks, losses, server CPU and
 * memory, and the verdict against the targets; the exit code does not depend on the verdict.
 */

const SIZES = listFromEnv('BENCH_LIVE_SIZES', [100, 1000, 5000, 10000]);
const WORKERS = Number(process.env.BENCH_LIVE_WORKERS ?? '4');
/** Server instances sharing the game through Redis (REDIS_URL); players are spread over them. */
const INSTANCES = Number(process.env.BENCH_LIVE_INSTANCES ?? '1');
if (INSTANCES > 1 && !process.env.REDIS_URL) throw new Error('BENCH_LIVE_INSTANCES > 1 needs REDIS_URL');
const QUESTIONS = Number(process.env.BENCH_LIVE_QUESTIONS ?? '5');
const ANSWER_SECONDS = 15;
const ANSWER_SPREAD_MS = Number(process.env.BENCH_LIVE_SPREAD_MS ?? '3000');
const JOIN_CONCURRENCY = Number(process.env.BENCH_LIVE_JOIN_CONCURRENCY ?? '100');
const QUESTION_DEADLINE_MS = (GET_READY_SECONDS + ANSWER_SECONDS + 20) * 1000;
const USAGE_SAMPLE_MS = 250;
/**
 * The server's young generation, MB per semi-space (V8's default here is 16), as README's
 * "Running at scale" sets it (`NODE_OPTIONS=--max-semi-space-size=64`). Each broadcast leaves
 * a write request per socket alive until the write completes; with 16 MB, scavenges during a
 * 10,000-socket loop promoted them, the old generation grew by tens of MB a question, and a
 * mark-compact that fell in a "get ready" loop stretched it from about 150 ms to 350–550 ms.
 */
const SERVER_SEMI_SPACE_MB = Number(process.env.BENCH_LIVE_SERVER_SEMI_SPACE_MB ?? '64');
const serverFlags = [`--max-semi-space-size=${SERVER_SEMI_SPACE_MB}`];
const serverScript = new URL('./server.ts', import.meta.url);

type HostSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const now = () => performance.timeOrigin + performance.now();

process.on('SIGINT', () => void stopAll().finally(() => process.exit(130)));

printSettings();
const results: GameFigures[] = [];
try {
  for (const players of SIZES) {
    console.log(`\n▶ ${players} players…`);
    const figures = await playGame(players);
    results.push(figures);
    printFigures([figures]);
  }
  console.log('\nAll sizes:');
  printFigures(results, { verdict: true });
  console.log(
    `\nload average at the end: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await stopAll();
}

async function playGame(players: number): Promise<GameFigures> {
  const server = await startServer(
    'live',
    serverScript,
    { BENCH_LIVE_QUESTIONS: String(QUESTIONS), BENCH_LIVE_ANSWER_SECONDS: String(ANSWER_SECONDS) },
    serverFlags,
  );
  const extras = await Promise.all(
    Array.from({ length: INSTANCES - 1 }, (_, at) =>
      startServer(`live-${at + 2}`, serverScript, { BENCH_LIVE_EXTRA: 'true' }, serverFlags),
    ),
  );
  const servers = [server, ...extras];
  const pin = server.info.pin ?? '';
  const usage = sampleUsage(servers);
  const host = await attachHost(server.url, pin, server.info.hostKey ?? '');
  const workerCount = Math.max(1, Math.min(WORKERS, Math.ceil(players / 250)));
  const workers = await startWorkers(workerCount);
  try {
    // ── join ──
    const joinUsage = await usage.mark();
    const baseRssMb = joinUsage.rssBytes / 2 ** 20;
    const joinStartedAt = now();
    const share = Math.ceil(players / workerCount);
    workers.forEach((worker, at) => {
      worker.send({
        type: 'join',
        url: servers[at % servers.length]!.url,
        pin,
        first: at * share,
        count: Math.max(0, Math.min(share, players - at * share)),
        concurrency: JOIN_CONCURRENCY,
        answerSpreadMs: ANSWER_SPREAD_MS,
      });
    });
    const joined = await Promise.all(workers.map((worker) => worker.next('joined')));
    const join = joinFigures(
      joined.filter((report) => report !== null),
      joinStartedAt,
    );
    const gameUsage = await usage.mark();
    const cpuJoinPercent = cpuPercent(joinUsage, gameUsage);

    // ── questions ──
    const nextDelays: number[] = [];
    const openDelays: number[] = [];
    const acks: number[] = [];
    let messagesLost = 0;
    let answersLost = 0;
    let resultsUnanswered = 0;
    for (let index = 0; index < QUESTIONS; index++) {
      const reports = workers.map((worker) =>
        collect(worker, 'question', (report) => report.index === index, index),
      );
      const nextAt = now();
      await hostCommand(host, index === 0 ? 'host:start' : 'host:next');
      const question = questionFigures(await Promise.all(reports), nextAt);
      nextDelays.push(...question.nextDelays);
      openDelays.push(...question.openDelays);
      acks.push(...question.ackLatencies);
      messagesLost += question.messagesLost;
      answersLost += question.answersLost;
      resultsUnanswered += question.resultsUnanswered;
      const [next, opened, ack] = [question.nextDelays, question.openDelays, question.ackLatencies].map(
        (delays) => Math.round(latency(delays).p99),
      );
      process.stdout.write(
        `  question ${index + 1}/${QUESTIONS} done: p99 next → get ready ${next} ms, opened late ${opened} ms, ` +
          `ack ${ack} ms; players' CPU ${Math.round(question.getReadyCpuMicros)} µs a get ready\n`,
      );
    }

    // ── the end ──
    const ends = workers.map((worker) => collect(worker, 'ended', () => true, -1));
    await hostCommand(host, 'host:end');
    const ended = endFigures(await Promise.all(ends));
    const endUsage = await usage.mark();
    return {
      players,
      ...join,
      nextFanOut: latency(nextDelays),
      openFanOut: latency(openDelays),
      answerAck: latency(acks),
      messagesLost: messagesLost + ended.messagesLost + (players - join.joined) * (5 * QUESTIONS + 2),
      answersLost: answersLost + (players - join.joined) * QUESTIONS,
      resultsUnanswered,
      disconnects: ended.disconnects,
      cpuJoinPercent,
      cpuGamePercent: cpuPercent(gameUsage, endUsage),
      playersCpuPercent: (ended.playersCpuMicros / 1000 / (endUsage.at - joinStartedAt)) * 100,
      baseRssMb,
      peakRssMb: usage.peakRssBytes() / 2 ** 20,
    };
  } finally {
    host.disconnect();
    await Promise.all(workers.map((worker) => worker.stop()));
    usage.stop();
    await Promise.all(servers.map((each) => each.stop()));
  }
}

/** A worker's report, or — past the deadline — whatever it has, asked for with "flush". */
async function collect<T extends 'question' | 'ended'>(
  worker: Worker,
  type: T,
  match: (report: Extract<QuestionReport | EndReport, { type: T }>) => boolean,
  index: number,
) {
  const report = await worker.next(type, match, QUESTION_DEADLINE_MS);
  if (report) return report as Extract<QuestionReport | EndReport, { type: T }>;
  worker.send({ type: 'flush', index });
  const flushed = await worker.next(type, match, 30_000);
  if (!flushed) throw new Error(`a worker sent no ${type} report`);
  return flushed as Extract<QuestionReport | EndReport, { type: T }>;
}

async function attachHost(url: string, pin: string, hostKey: string): Promise<HostSocket> {
  const host: HostSocket = io(url, { path: LIVE_SOCKET_PATH, transports: ['websocket'], forceNew: true });
  await new Promise<void>((resolve, reject) => {
    host.once('connect', resolve);
    host.once('connect_error', reject);
  });
  const ack = (await host
    .timeout(10_000)
    .emitWithAck('host:attach', { pin, host_key: hostKey })) as Ack<unknown>;
  if (!ack.ok) throw new Error(`host:attach failed: ${ack.code}`);
  return host;
}

async function hostCommand(host: HostSocket, event: 'host:start' | 'host:next' | 'host:end') {
  const ack = (await host.timeout(30_000).emitWithAck(event, {})) as Ack<null>;
  if (!ack.ok) throw new Error(`${event} failed: ${ack.code} ${ack.message}`);
}

interface UsageMark {
  at: number;
  cpuMicros: number;
  rssBytes: number;
}

/**
 * Samples the servers' CPU time and memory, added up over the instances: marks between phases,
 * and the peak resident size.
 */
function sampleUsage(servers: ServerChild[]) {
  let peakRssBytes = 0;
  const total = async () => {
    const usages = await Promise.all(servers.map((server) => server.usage()));
    return {
      cpuMicros: sum(usages.map((usage) => usage.cpuMicros)),
      rssBytes: sum(usages.map((usage) => usage.rssBytes)),
    };
  };
  const timer = setInterval(() => {
    void total().then((usage) => {
      peakRssBytes = Math.max(peakRssBytes, usage.rssBytes);
    });
  }, USAGE_SAMPLE_MS);
  return {
    async mark(): Promise<UsageMark> {
      const usage = await total();
      peakRssBytes = Math.max(peakRssBytes, usage.rssBytes);
      return { at: now(), ...usage };
    },
    peakRssBytes: () => peakRssBytes,
    stop: () => {
      clearInterval(timer);
    },
  };
}

function cpuPercent(from: UsageMark, to: UsageMark) {
  return ((to.cpuMicros - from.cpuMicros) / 1000 / Math.max(1, to.at - from.at)) * 100;
}

function printSettings() {
  const cpus = os.cpus();
  const openFiles = (() => {
    try {
      return execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim();
    } catch {
      return '?';
    }
  })();
  console.log(`CPU: ${cpus[0]?.model ?? '?'} × ${cpus.length}, Node ${process.version}`);
  console.log(`open files limit (ulimit -n): ${openFiles}; load average: ${os.loadavg().join(' ')}`);
  const largest = Math.max(...SIZES);
  if (openFiles !== 'unlimited' && Number(openFiles) < largest + 1000)
    console.warn(`⚠ ulimit -n ${openFiles} is below ${largest} players + 1000: raise it (ulimit -n 65536)`);
  console.log(
    `sizes ${SIZES.join(', ')}; up to ${WORKERS} player workers; ${QUESTIONS} questions; answers spread over ` +
      `${ANSWER_SPREAD_MS} ms; ${JOIN_CONCURRENCY} joins in flight per worker; live store: ` +
      (process.env.REDIS_URL ? 'redis' : 'memory') +
      `; ${INSTANCES} server instance${INSTANCES > 1 ? 's' : ''}`,
  );
  console.log(
    `players on ${clientKind(process.env.BENCH_LIVE_CLIENT)} clients at nice ${WORKER_NICE}; ` +
      `server ${serverFlags.join(' ')}`,
  );
  console.log(`players in total over the sizes: ${sum(SIZES)}`);
}

function listFromEnv(name: string, fallback: number[]): number[] {
  const raw = process.env[name];
  if (!raw) return fallback;
  const values = raw.split(',').map((part) => Number(part.trim()));
  if (values.some((value) => !Number.isInteger(value) || value < 1))
    throw new Error(`${name} must be a comma-separated list of player counts, got "${raw}"`);
  return values;
}

import { MAX_PLAYERS_LIMIT } from '@awarequest/contracts';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLiveJournal } from '../../apps/server/src/modules/live/live-journal.js';
import {
  createMemorySessionStore,
  openMemorySessionStore,
} from '../../apps/server/src/modules/live/memory-session-store.js';
import {
  closeQuestion,
  nextQuestion,
  openQuestion,
  startSession,
} from '../../apps/server/src/modules/live/session-engine.js';
import { join, sessionOf } from '../../apps/server/src/modules/live/session-engine.fixtures.js';
import type { SessionStore } from '../../apps/server/src/modules/live/session-store.js';

/**
 * What the memory store's journal costs, in isolation (no sockets): one session of N players
 * on the store with and without its journal. Per answer: the time until the store's call
 * resolves (the ack waits for it) and the main thread's CPU; per host command (the fan-out
 * starts after its commit): the commit's time; per close: the commit of every player. Also the
 * number of fdatasync calls, to show the group commit. `npm run bench:journal -w @awarequest/bench`
 * (BENCH_JOURNAL_PLAYERS, default 10000; BENCH_JOURNAL_SPREAD_MS, default 3000).
 */

const players = Number(process.env.BENCH_JOURNAL_PLAYERS ?? '10000');
const spreadMs = Number(process.env.BENCH_JOURNAL_SPREAD_MS ?? '3000');

let syncs = 0;
async function countSyncs() {
  const probe = await open(path.join(tmpdir(), 'aq-journal-probe'), 'w');
  const prototype = Object.getPrototypeOf(probe) as { datasync: () => Promise<void> };
  await probe.close();
  const datasync = prototype.datasync;
  prototype.datasync = function (this: unknown) {
    syncs += 1;
    return datasync.call(this);
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

async function measure(label: string, store: SessionStore) {
  const { core, def } = sessionOf({ reading_seconds: 0, answer_seconds: 60 });
  await store.create(def, core);
  const seated = Array.from({ length: players }, (_, n) => join(core, { nickname: `Player ${n}` }));
  await Promise.all(
    seated.map((player) => store.addPlayer(def.pin, player, core.version, MAX_PLAYERS_LIMIT)),
  );
  const counts = { players, extended: 0 };

  const ready = startSession(core, counts, 0);
  if (!ready.ok) throw new Error(ready.code);
  await store.commit(def.pin, core.version, { core: ready.core });
  const open = openQuestion(ready.core, counts, 3000);
  if (!open.ok) throw new Error(open.code);
  await store.commit(def.pin, ready.core.version, { core: open.core });

  // Answers spread over `spreadMs`, as a room answers.
  syncs = 0;
  const cpuBefore = cpuMs();
  const latencies: number[] = [];
  await Promise.all(
    seated.map(
      (player, n) =>
        new Promise<void>((resolve, reject) => {
          setTimeout(
            () => {
              const started = performance.now();
              store
                .addAnswer(def.pin, { round: 1, index: 0 }, player.id, { keys: ['a'], at: 3000 + n })
                .then(() => {
                  latencies.push(performance.now() - started);
                  resolve();
                }, reject);
            },
            Math.floor((n / players) * spreadMs),
          );
        }),
    ),
  );
  const answerCpu = (cpuMs() - cpuBefore) / players;
  const answerSyncs = syncs;

  const closeStarted = performance.now();
  const closeCpu = cpuMs();
  const closed = closeQuestion(
    open.core,
    await store.players(def.pin),
    await store.answers(def.pin, 1, 0),
    def.questions[0],
    10_000,
  );
  if (!closed.ok) throw new Error(closed.code);
  await store.commit(def.pin, open.core.version, { core: closed.core, players: closed.players });
  const closeMs = performance.now() - closeStarted;
  const closeCpuMs = cpuMs() - closeCpu;

  const next: number[] = [];
  let current = closed.core;
  for (let run = 0; run < 50; run++) {
    const moved = nextQuestion(current, 11_000 + run);
    if (!moved.ok) throw new Error(moved.code);
    const started = performance.now();
    await store.commit(def.pin, current.version, { core: moved.core });
    next.push(performance.now() - started);
    // Back to a reveal, without timing it, so "next" applies again.
    current = { ...moved.core, phase: 'reveal', index: 0, version: moved.core.version + 1 };
    await store.commit(def.pin, moved.core.version, { core: current });
  }

  console.log(
    `${label.padEnd(16)} answer: resolves p50 ${ms(percentile(latencies, 50))} p99 ${ms(percentile(latencies, 99))}, ` +
      `CPU ${(answerCpu * 1000).toFixed(1)} µs, ${answerSyncs} syncs for ${players} answers | ` +
      `next (commit before the fan-out): p50 ${ms(percentile(next, 50))} p99 ${ms(percentile(next, 99))} | ` +
      `close of ${players}: ${ms(closeMs)} (CPU ${ms(closeCpuMs)})`,
  );
}

await countSyncs();
const dir = await mkdtemp(path.join(tmpdir(), 'aq-bench-journal-'));
try {
  await measure('no journal', createMemorySessionStore());
  const journal = createLiveJournal(dir);
  const { store } = await openMemorySessionStore({ journal });
  await measure('journal', store);
  const replayStarted = performance.now();
  await openMemorySessionStore({ journal: createLiveJournal(dir) });
  console.log(
    `replay + compaction of that session at the next start: ${ms(performance.now() - replayStarted)}`,
  );
  await store.close();
} finally {
  await rm(dir, { recursive: true, force: true });
}

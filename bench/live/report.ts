import type { GameFigures, Latency } from './figures.js';

/** The printout: one table row per N, then the verdict against the targets. */

export const TARGETS = {
  players: 10_000,
  joinAllMs: 30_000,
  fanOutP99Ms: 250,
  ackP99Ms: 250,
};

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : '–');
const trio = (value: Latency) => `${ms(value.p50)} / ${ms(value.p99)} / ${ms(value.max)}`;

export function printFigures(all: GameFigures[], options: { verdict?: boolean } = {}) {
  console.table(
    all.map((figures) => ({
      players: figures.players,
      joined: figures.joined,
      'join all (s)': (figures.joinAllMs / 1000).toFixed(2),
      'join each p50/p99/max (ms)': trio(figures.joinEach),
      'next→get ready p50/p99/max (ms)': trio(figures.nextFanOut),
      'question opened late p50/p99/max (ms)': trio(figures.openFanOut),
      'answer ack p50/p99/max (ms)': trio(figures.answerAck),
      'lost msgs': figures.messagesLost,
      'lost answers': figures.answersLost + figures.resultsUnanswered,
      drops: figures.disconnects,
      'server CPU join/game (% of a core)': `${Math.round(figures.cpuJoinPercent)} / ${Math.round(figures.cpuGamePercent)}`,
      'players CPU (% of a core)': Math.round(figures.playersCpuPercent),
      'server RSS before/peak (MB)': `${Math.round(figures.baseRssMb)} / ${Math.round(figures.peakRssMb)}`,
    })),
  );
  if (all.some((figures) => figures.joinFailure))
    console.log(`join failures, first reason: ${all.find((figures) => figures.joinFailure)?.joinFailure}`);
  if (!options.verdict) return;
  for (const figures of all) console.log(verdict(figures));
}

function verdict(figures: GameFigures): string {
  const checks = [
    ['fan-out p99', Math.max(figures.nextFanOut.p99, figures.openFanOut.p99) <= TARGETS.fanOutP99Ms],
    ['ack p99', figures.answerAck.p99 <= TARGETS.ackP99Ms],
    ['nothing lost', figures.messagesLost + figures.answersLost + figures.resultsUnanswered === 0],
  ] as [string, boolean][];
  if (figures.players >= TARGETS.players)
    checks.unshift([
      'all joined ≤ 30 s',
      figures.joinAllMs <= TARGETS.joinAllMs && figures.joined === figures.players,
    ]);
  const line = checks.map(([name, ok]) => `${name} ${ok ? 'PASS' : 'MISS'}`).join(', ');
  return `N=${figures.players}: ${line}`;
}

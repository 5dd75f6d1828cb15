import type { EndReport, JoinedReport, QuestionReport } from './protocol.js';

/** What one game of N players measured, from the workers' reports and the server's usage. */

export interface Latency {
  p50: number;
  p99: number;
  max: number;
}

export interface GameFigures {
  players: number;
  joined: number;
  joinFailure: string | null;
  /** From the first join sent until the last player seated, ms. */
  joinAllMs: number;
  joinEach: Latency;
  /** Host's "next" (or "start") until each device has "get ready" and, with it, the question. */
  nextFanOut: Latency;
  /** How late each screen opened the question after the server opened it. */
  openFanOut: Latency;
  answerAck: Latency;
  /** Expected messages (get ready with the question, close, reveal, result per question; end, performance) not received. */
  messagesLost: number;
  answersLost: number;
  resultsUnanswered: number;
  disconnects: number;
  /** Server CPU, in % of one core, averaged over the join and over the game. */
  cpuJoinPercent: number;
  cpuGamePercent: number;
  /** The player workers' CPU over the whole run (join and game), in % of one core. */
  playersCpuPercent: number;
  /** Server memory before the players came, and its peak during the game. */
  baseRssMb: number;
  peakRssMb: number;
}

/** Nearest-rank percentiles of a list of ms (NaN when empty). */
export function latency(values: number[]): Latency {
  if (values.length === 0) return { p50: NaN, p99: NaN, max: NaN };
  const sorted = Float64Array.from(values).sort();
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? NaN };
}

export function joinFigures(reports: JoinedReport[], startedAt: number) {
  return {
    joined: sum(reports.map((report) => report.joined)),
    joinFailure: reports.find((report) => report.failure)?.failure ?? null,
    joinAllMs: Math.max(...reports.map((report) => report.doneAt)) - startedAt,
    joinEach: latency(reports.flatMap((report) => report.latencies)),
  };
}

/** One question's reports from every worker; `nextAt` is when the host sent "next". */
export function questionFigures(reports: QuestionReport[], nextAt: number) {
  const players = sum(reports.map((report) => report.players));
  const got = (key: 'gotGetReady' | 'gotQuestion' | 'opened' | 'gotClosed' | 'gotReveal' | 'gotResult') =>
    sum(reports.map((report) => report[key]));
  return {
    nextDelays: reports.flatMap((report) => report.getReadyAt.map((at) => at - nextAt)),
    /** The players' CPU time per "get ready" received, all workers together (µs). */
    getReadyCpuMicros:
      sum(reports.map((report) => report.getReadyCpuMicros)) / Math.max(1, got('gotGetReady')),
    openDelays: reports.flatMap((report) => report.openDelays),
    ackLatencies: reports.flatMap((report) => report.ackLatencies),
    // Per player: get ready, the question in it, the close, the reveal and the private result.
    messagesLost:
      5 * players -
      got('gotGetReady') -
      got('gotQuestion') -
      got('gotClosed') -
      got('gotReveal') -
      got('gotResult'),
    answersLost:
      sum(reports.map((report) => report.answersLost)) +
      (got('opened') - sum(reports.map((report) => report.answersSent))),
    resultsUnanswered: sum(reports.map((report) => report.resultsUnanswered)),
  };
}

export function endFigures(reports: EndReport[]) {
  const players = sum(reports.map((report) => report.players));
  return {
    messagesLost:
      2 * players -
      sum(reports.map((report) => report.gotEnded)) -
      sum(reports.map((report) => report.gotPerformance)),
    disconnects: sum(reports.map((report) => report.disconnects)),
    messages: sum(reports.map((report) => report.messages)),
    playersCpuMicros: sum(reports.map((report) => report.cpuMicros)),
  };
}

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

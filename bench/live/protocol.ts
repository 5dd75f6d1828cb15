/**
 * Messages between the live benchmark's runner and its player workers (fork + IPC). Times are
 * epoch milliseconds with sub-millisecond precision (`performance.timeOrigin + performance.now()`),
 * comparable between the processes of one machine.
 */

export interface JoinCommand {
  type: 'join';
  url: string;
  pin: string;
  /** The worker's players are numbered first .. first + count - 1 (their nicknames). */
  first: number;
  count: number;
  /** Joins in flight at once in this worker. */
  concurrency: number;
  /** Each player answers at a random moment within this many ms after the question opens. */
  answerSpreadMs: number;
}

/** Asks for the report of question `index` (or of the end, index -1) with whatever arrived so far. */
export interface FlushCommand {
  type: 'flush';
  index: number;
}

export type RunnerMessage = JoinCommand | FlushCommand | { type: 'stop' };

export interface JoinedReport {
  type: 'joined';
  joined: number;
  failed: number;
  /** First failure's reason, for the printout. */
  failure: string | null;
  /** Per player: connect + join ack, ms. */
  latencies: number[];
  /** When the last of this worker's players had its join ack. */
  doneAt: number;
}

export interface QuestionReport {
  type: 'question';
  index: number;
  /** Per player: when the "get ready" of this question arrived. */
  getReadyAt: number[];
  /**
   * This worker's CPU time (µs, user and system) from the first "get ready" of the question to
   * the last: what the simulated phones spend on the fan-out, on the server's cores.
   */
  getReadyCpuMicros: number;
  /**
   * Per player: when the question opened on its screen minus when the server opened it (ms).
   * The question comes with "get ready"; each client opens it on the server's clock.
   */
  openDelays: number[];
  /** Per answer: ms from emit to ack. */
  ackLatencies: number[];
  /** Answers refused or never acknowledged. */
  answersLost: number;
  /** Players of this worker, and how many got each message of the question. */
  players: number;
  gotGetReady: number;
  /** Get-ready states that carried the question. */
  gotQuestion: number;
  /** Players whose screen opened the question. */
  opened: number;
  gotReveal: number;
  gotClosed: number;
  gotResult: number;
  /** Answers the worker sent (one per player whose screen opened the question). */
  answersSent: number;
  /** Private results that say "not answered" although the answer was acknowledged. */
  resultsUnanswered: number;
}

export interface EndReport {
  type: 'ended';
  players: number;
  gotEnded: number;
  gotPerformance: number;
  /** Sockets that dropped before the end. */
  disconnects: number;
  /** Every event received by this worker's players. */
  messages: number;
  /** The worker process's CPU time since it started, microseconds. */
  cpuMicros: number;
}

export type WorkerMessage = { type: 'ready' } | JoinedReport | QuestionReport | EndReport;

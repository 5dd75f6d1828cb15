import os from 'node:os';
import { percentile, type LoadResult } from './dashboard-load.js';
import type { ReportTiming } from './report-timing.js';

/** Printing only: row counts, the dashboard's latency, the reports' times and the verdict. */

export const TARGETS = { dashboardP95Ms: 50, reportMs: 2000 };

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');

export function printRows(counts: Record<string, number>): void {
  console.log('rows:');
  for (const [table, count] of Object.entries(counts))
    console.log(`  ${table.padEnd(20)} ${integer.format(count).padStart(12)}`);
}

export interface DashboardFigures {
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  rps: number;
}

export interface CallCpu {
  serverSec: number;
  /** Null when PostgreSQL is not on this machine. */
  postgresSec: number | null;
  loadSec: number;
}

export function printDashboard(result: LoadResult, cpu: CallCpu, concurrency: number): DashboardFigures {
  const calls = Math.max(1, result.latencies.length + result.failures);
  const figures = {
    p50Ms: percentile(result.latencies, 50),
    p95Ms: percentile(result.latencies, 95),
    p99Ms: percentile(result.latencies, 99),
    rps: result.latencies.length / result.elapsedSec,
  };
  console.table([
    {
      'calls (200)': result.latencies.length,
      people: result.people,
      'req/s': figures.rps.toFixed(1),
      'p50 (ms)': ms(figures.p50Ms),
      'p95 (ms)': ms(figures.p95Ms),
      'p99 (ms)': ms(figures.p99Ms),
      'max (ms)': ms(Math.max(...result.latencies)),
      failures: result.failures,
    },
  ]);
  if (result.firstFailure) console.log(`WARNING: failed calls, the first: ${result.firstFailure}`);
  // What a call costs, whatever else runs on the machine: CPU time, not waiting time.
  const perCall = (seconds: number) => (1000 * seconds) / calls;
  const total = perCall(cpu.serverSec) + perCall(cpu.postgresSec ?? 0) + perCall(cpu.loadSec);
  console.log(
    `CPU per call: server ${ms(perCall(cpu.serverSec))} ms, PostgreSQL ` +
      `${cpu.postgresSec === null ? 'not measured (not on this machine)' : `${ms(perCall(cpu.postgresSec))} ms`}, ` +
      `load generator ${ms(perCall(cpu.loadSec))} ms: ${ms(total)} ms in all`,
  );
  // A closed loop of `concurrency` calls on a CPU-bound machine cannot average below this.
  const cores = os.availableParallelism();
  console.log(
    `  with ${concurrency} calls in flight on ${cores} cores and nothing else running, the mean latency ` +
      `could not go below ${ms((concurrency * total) / cores)} ms`,
  );
  return figures;
}

/** Prints each dimension's times and returns the slowest call. */
export function printReports(timings: ReportTiming[]): number {
  console.table(
    timings.map((timing) => ({
      dimension: timing.dimension,
      groups: timing.groups,
      'answer (KB)': (timing.bytes / 1024).toFixed(1),
      'each call (ms)': timing.runsMs.map((value) => value.toFixed(0)).join(' / '),
      'max (ms)': ms(Math.max(...timing.runsMs)),
    })),
  );
  return Math.max(...timings.flatMap((timing) => timing.runsMs));
}

export function printVerdict(dashboardP95Ms: number, reportMaxMs: number, dashboardFailures: number): void {
  const dashboardOk = dashboardP95Ms <= TARGETS.dashboardP95Ms && dashboardFailures === 0;
  console.log(
    `dashboard p95 ${ms(dashboardP95Ms)} ms (target <= ${TARGETS.dashboardP95Ms} ms` +
      `${dashboardFailures ? `, ${dashboardFailures} failed calls` : ''}): ${dashboardOk ? 'PASS' : 'MISS'}`,
  );
  console.log(
    `organisation report slowest ${ms(reportMaxMs)} ms (target <= ${TARGETS.reportMs} ms): ` +
      (reportMaxMs <= TARGETS.reportMs ? 'PASS' : 'MISS'),
  );
}

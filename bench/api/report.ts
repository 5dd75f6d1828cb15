import type { Measurement } from './load.js';

/** Printing only: the table of figures, the ratio against the target, and any warnings. */

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function printTable(measurements: Measurement[]): void {
  const header = [
    'target',
    'request',
    'conn',
    'req/s (avg)',
    'p50 ms',
    'p99 ms',
    'requests',
    'non-2xx',
    'errors',
    'server CPU µs/req',
  ];
  const rows = measurements.map((m) => [
    m.target.name,
    `${m.target.method ?? 'GET'} ${new URL(m.target.url).pathname}`,
    String(m.target.connections),
    integer.format(m.rps),
    decimal.format(m.p50Ms),
    decimal.format(m.p99Ms),
    integer.format(m.total),
    integer.format(m.non2xx),
    integer.format(m.errors),
    integer.format(m.serverCpuUsPerRequest),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  // Text columns left-aligned, figures right-aligned, as a reader scans them.
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** Every failed request makes the figures meaningless (an error answers faster than a success). */
export function printWarnings(measurements: Measurement[]): void {
  for (const m of measurements) {
    if (m.non2xx === 0 && m.errors === 0) continue;
    const codes = Object.entries(m.statusCodes)
      .map(([code, count]) => `${code}: ${count}`)
      .join(', ');
    console.log(
      `WARNING: ${m.target.name} had ${m.non2xx} non-2xx answers and ${m.errors} errors ` +
        `(${m.timeouts} timeouts; status codes ${codes}); its figures do not measure successful requests.`,
    );
  }
}

export function printRatio(authenticated: Measurement, baseline: Measurement, target: number): void {
  const ratio = authenticated.rps / baseline.rps;
  const verdict = ratio >= target ? 'PASS' : 'MISS';
  console.log(
    `${authenticated.target.name} / ${baseline.target.name} throughput: ` +
      `${integer.format(authenticated.rps)} / ${integer.format(baseline.rps)} req/s = ` +
      `${decimal.format(ratio * 100)} %  (target >= ${integer.format(target * 100)} %)  ${verdict}`,
  );
  // The same comparison by server CPU per request: steadier than req/s when other processes
  // compete for the cores, but blind to time spent outside the server (PostgreSQL, autocannon).
  const cpuRatio = baseline.serverCpuUsPerRequest / authenticated.serverCpuUsPerRequest;
  console.log(
    `  by server CPU per request: ${integer.format(baseline.serverCpuUsPerRequest)} / ` +
      `${integer.format(authenticated.serverCpuUsPerRequest)} µs = ${decimal.format(cpuRatio * 100)} % (for reference only)`,
  );
}

import autocannon from 'autocannon';

/** One benchmark target: what autocannon sends, and how hard. */
export interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
}

export interface Measurement {
  target: Target;
  durationSec: number;
  /** Mean of the per-second request counts. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** CPU time the server process spent per answered request (all its threads). */
  serverCpuUsPerRequest: number;
}

/**
 * Loads `target` for `warmupSec` (thrown away: JIT, connection pools and caches settle) and
 * then for `durationSec`, which is what gets reported.
 */
export async function measure(
  target: Target,
  server: { cpuMicros(): Promise<number> },
  durationSec: number,
  warmupSec: number,
): Promise<Measurement> {
  if (warmupSec > 0) await fire(target, warmupSec);
  const cpuBefore = await server.cpuMicros();
  const result = await fire(target, durationSec);
  const cpuAfter = await server.cpuMicros();
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
  );
  return {
    target,
    durationSec,
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    serverCpuUsPerRequest: (cpuAfter - cpuBefore) / Math.max(1, result.requests.total),
  };
}

function fire(target: Target, durationSec: number): Promise<autocannon.Result> {
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: target.connections,
    pipelining: 1, // one request in flight per connection, like browsers and most clients
    duration: durationSec,
  });
}

/**
 * GET /api/dashboard as many different people: `concurrency` loops, each sending its next
 * request when the previous answer's body has arrived (a closed loop, like the users a
 * connection pool serves), taking the people's tokens in turn so every call reads another
 * person's rows. Latency is measured from the request to the last byte of the answer.
 */

export interface LoadOptions {
  url: string;
  tokens: readonly string[];
  concurrency: number;
  durationSec: number;
}

export interface LoadResult {
  /** Milliseconds of each successful call in the measured window. */
  latencies: number[];
  /** Calls answered with another status than 200, or that failed, in the measured window. */
  failures: number;
  firstFailure: string | undefined;
  /** Distinct people called in the measured window. */
  people: number;
  elapsedSec: number;
}

export async function loadDashboard(options: LoadOptions): Promise<LoadResult> {
  if (options.tokens.length === 0) throw new Error('no tokens to call the dashboard with');
  const seconds = options.durationSec;
  const latencies: number[] = [];
  const people = new Set<number>();
  let failures = 0;
  let firstFailure: string | undefined;
  let next = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const index = next++ % options.tokens.length;
      const before = performance.now();
      try {
        const response = await fetch(options.url, {
          headers: { authorization: `Bearer ${options.tokens[index]}` },
        });
        const body = await response.arrayBuffer();
        if (response.status === 200) {
          latencies.push(performance.now() - before);
          people.add(index);
        } else {
          failures += 1;
          firstFailure ??= `${response.status}: ${Buffer.from(body).toString('utf8').slice(0, 300)}`;
        }
      } catch (error) {
        failures += 1;
        firstFailure ??= (error as Error).message;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  return {
    latencies,
    failures,
    firstFailure,
    people: people.size,
    elapsedSec: (performance.now() - started) / 1000,
  };
}

/** The nearest-rank percentile (0 < p <= 100) of unsorted values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

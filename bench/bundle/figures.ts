/** Pure helpers of the bundle bench: the spread of several runs and the budget verdict. */

export interface Spread {
  min: number;
  median: number;
  max: number;
}

/** Min, median (the mean of the middle two for an even count) and max; NaN for no values. */
export function spread(values: number[]): Spread {
  if (values.length === 0) return { min: NaN, median: NaN, max: NaN };
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { min: sorted[0]!, median, max: sorted[sorted.length - 1]! };
}

/**
 * PASS only when every run stayed within the budget: a page that sometimes fetches a chunk more
 * before the field works (a race between a lazy import and the first render) misses it.
 */
export function budgetVerdict(kbPerRun: number[], budgetKb: number): 'PASS' | 'MISS' | 'NO RUN' {
  if (kbPerRun.length === 0) return 'NO RUN';
  return Math.max(...kbPerRun) <= budgetKb ? 'PASS' : 'MISS';
}

/** A script counts when the browser asked for it before the field accepted input. */
export interface FetchedScript {
  url: string;
  /** When the request was sent, ms since the epoch. */
  requestedAt: number;
  /** Bytes on the wire (headers included), as the browser reports them; null if it never finished. */
  encodedBytes: number | null;
}

export function scriptsBefore(scripts: FetchedScript[], usableAt: number): FetchedScript[] {
  return scripts.filter((script) => script.requestedAt <= usableAt);
}

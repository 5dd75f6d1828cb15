import { REPORT_DIMENSIONS, type ReportDimension } from '@awarequest/contracts';

/**
 * GET /api/admin/reports for each dimension, one call at a time (an admin opening the page),
 * `runs` times each: the first call meets cold caches, the next ones show the steady cost.
 */

export interface ReportTiming {
  dimension: ReportDimension;
  /** Milliseconds of each call, in order. */
  runsMs: number[];
  /** Groups in the answer (a sanity check that the report is not empty). */
  groups: number;
  bytes: number;
}

export async function timeReports(
  baseUrl: string,
  adminToken: string,
  runs: number,
): Promise<ReportTiming[]> {
  const timings: ReportTiming[] = [];
  for (const dimension of REPORT_DIMENSIONS) {
    const url = `${baseUrl}/api/admin/reports?dimension=${dimension}`;
    const runsMs: number[] = [];
    let groups = 0;
    let bytes = 0;
    for (let run = 0; run < runs; run += 1) {
      const before = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${adminToken}` } });
      const text = await response.text();
      runsMs.push(performance.now() - before);
      if (response.status !== 200) throw new Error(`${url}: ${response.status} ${text.slice(0, 300)}`);
      const body = JSON.parse(text) as { data: { groups?: unknown[] } };
      groups = body.data.groups?.length ?? 0;
      bytes = text.length;
    }
    timings.push({ dimension, runsMs, groups, bytes });
  }
  return timings;
}

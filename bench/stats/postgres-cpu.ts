import { readFile } from 'node:fs/promises';
import pg from 'pg';

/**
 * The CPU time PostgreSQL's server processes spent for the benchmark database, read from
 * /proc when the database runs on this machine: with the machine shared, wall-clock latency
 * says how long a call waited, CPU time says what it cost. Counts the backends connected to
 * the database (a backend that closes during the window takes its time with it, and parallel
 * query workers are not counted, which the dashboard's small queries never start).
 */

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux

export type CpuSnapshot = Map<number, number>;

export async function postgresCpu(databaseUrl: string): Promise<CpuSnapshot | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    const snapshot: CpuSnapshot = new Map();
    for (const { pid } of rows) {
      const seconds = await processCpuSeconds(pid);
      if (seconds === null) return null; // not on this machine, or /proc unreadable
      snapshot.set(pid, seconds);
    }
    return snapshot;
  } finally {
    await client.end();
  }
}

/** CPU seconds spent between two snapshots (a backend absent at the start counts whole). */
export function cpuBetween(before: CpuSnapshot | null, after: CpuSnapshot | null): number | null {
  if (!before || !after) return null;
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

async function processCpuSeconds(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

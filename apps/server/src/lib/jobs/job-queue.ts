import { randomUUID } from 'node:crypto';
import { createPoller } from './poller.js';
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema.js';

/**
 * Scheduled work over the `jobs` table (issue 24 "Scheduling"), for the
 * embedded PGlite default and PostgreSQL alike. pg-boss and graphile-worker both need a
 * `pg` connection pool (and graphile-worker a LISTEN connection), which the in-process,
 * single-connection PGlite cannot give; so the queue is this table, claimed with
 * `FOR UPDATE SKIP LOCKED`:
 * - a due job is claimed in one short statement that sets a lease (`locked_until`) and a claim
 *   token (`locked_by`), so one instance runs it however many poll;
 * - a job whose lease expired (its instance died) is claimed again;
 * - work that fell due while no instance ran is claimed by the first poll after a start;
 * - a failure is logged and retried with a growing delay, up to `maxTries`, then kept with
 *   its `last_error` and `done_at` set.
 * Handlers must still be idempotent (compare-and-set, the reminders' ledger): a lease can expire
 * while a slow handler still runs.
 */

export interface Job {
  id: number;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  /** 1 on the first run. */
  tries: number;
}

export type JobHandler = (job: Job) => Promise<void>;

export interface JobQueue {
  /** Plans a job; a pending job with the same key is replaced (kind, time, payload). A done one stays done. */
  schedule(kind: string, key: string, runAt: Date, payload?: Record<string, unknown>): Promise<void>;
  /** Removes the pending job of this key, if any. */
  cancel(key: string): Promise<void>;
  /** Removes the pending jobs whose key starts with `keyPrefix`; returns how many. */
  cancelByPrefix(keyPrefix: string): Promise<number>;
  /** The pending jobs whose key starts with `keyPrefix` (key and time), for planners and tests. */
  pending(keyPrefix: string): Promise<{ key: string; kind: string; runAt: Date }[]>;
  register(kind: string, handler: JobHandler): void;
  /** Claims and runs every due job now, until none is left; returns how many ran. */
  runDue(): Promise<number>;
  /** Polls every `pollMs` (none when 0). */
  start(): void;
  /** Stops polling and waits for the jobs in hand. */
  stop(): Promise<void>;
  /** The queue's clock (tests inject one). */
  now(): Date;
}

export interface JobQueueOptions {
  db: Db;
  log: FastifyBaseLogger;
  pollMs: number;
  now?: () => Date;
  /** How long a claim holds before another instance may take the job again. */
  leaseMs?: number;
  maxTries?: number;
  /** Jobs claimed per statement. */
  batch?: number;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_MAX_TRIES = 5;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min, … up to an hour. */
export const retryDelayMs = (tries: number): number =>
  Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, tries - 1), BACKOFF_MAX_MS);

const isPending = isNull(jobs.doneAt);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const maxTries = options.maxTries ?? DEFAULT_MAX_TRIES;
  const batch = options.batch ?? 20;
  const handlers = new Map<string, JobHandler>();

  async function claim(): Promise<(Job & { token: string })[]> {
    const at = now();
    const token = randomUUID();
    const due = sql`select id from ${jobs}
      where done_at is null and run_at <= ${at} and (locked_until is null or locked_until < ${at})
      order by run_at, id limit ${batch} for update skip locked`;
    const rows = await db
      .update(jobs)
      .set({
        lockedUntil: new Date(at.getTime() + leaseMs),
        lockedBy: token,
        tries: sql`${jobs.tries} + 1`,
      })
      .where(sql`${jobs.id} in (${due})`)
      .returning({
        id: jobs.id,
        kind: jobs.kind,
        key: jobs.key,
        payload: jobs.payload,
        tries: jobs.tries,
        runAt: jobs.runAt,
      });
    // In their order of time: a campaign's last reminder runs before its end.
    return rows
      .sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id)
      .map((row) => ({
        id: row.id,
        kind: row.kind,
        key: row.key,
        payload: row.payload,
        tries: row.tries,
        token,
      }));
  }

  /** Only the claim that still holds the job may close it: a replaced job stays pending. */
  const heldBy = (id: number, token: string) => and(eq(jobs.id, id), eq(jobs.lockedBy, token));

  async function runOne(job: Job & { token: string }) {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job);
      await db
        .update(jobs)
        .set({ doneAt: now(), lockedUntil: null, lockedBy: null, lastError: null })
        .where(heldBy(job.id, job.token));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const isLast = job.tries >= maxTries;
      log.error({ err: error, job: { kind: job.kind, key: job.key, tries: job.tries } }, 'job failed');
      const at = now();
      await db
        .update(jobs)
        .set({
          lockedUntil: null,
          lockedBy: null,
          lastError: message.slice(0, 2000),
          ...(isLast ? { doneAt: at } : { runAt: new Date(at.getTime() + retryDelayMs(job.tries)) }),
        })
        .where(heldBy(job.id, job.token));
    }
  }

  async function drain(): Promise<number> {
    let count = 0;
    for (;;) {
      const claimed = await claim();
      for (const job of claimed) await runOne(job);
      count += claimed.length;
      if (claimed.length < batch) return count;
    }
  }

  const poller = createPoller(drain, options.pollMs, log, 'job poll');

  return {
    async schedule(kind, key, runAt, payload = {}) {
      await db
        .insert(jobs)
        .values({ kind, key, runAt, payload })
        .onConflictDoUpdate({
          target: jobs.key,
          set: {
            kind,
            runAt,
            payload,
            tries: 0,
            lastError: null,
            lockedUntil: null,
            lockedBy: null,
          },
          // A claimed job planned again unchanged keeps its claim (it is not run twice).
          setWhere: and(
            isPending,
            sql`(${jobs.runAt}, ${jobs.payload}, ${jobs.kind}) is distinct from (excluded.run_at, excluded.payload, excluded.kind)`,
          ),
        });
    },
    async cancel(key) {
      await db.delete(jobs).where(and(isPending, eq(jobs.key, key)));
    },
    async cancelByPrefix(keyPrefix) {
      const removed = await db
        .delete(jobs)
        .where(and(isPending, like(jobs.key, `${escapeLike(keyPrefix)}%`)))
        .returning({ id: jobs.id });
      return removed.length;
    },
    async pending(keyPrefix) {
      return db
        .select({ key: jobs.key, kind: jobs.kind, runAt: jobs.runAt })
        .from(jobs)
        .where(and(isPending, like(jobs.key, `${escapeLike(keyPrefix)}%`)))
        .orderBy(jobs.runAt, jobs.key);
    },
    register(kind, handler) {
      handlers.set(kind, handler);
    },
    ...poller,
    now,
  };
}

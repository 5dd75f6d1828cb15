import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { jobs } from '../../db/schema.js';
import { useTestDatabase, truncateAll } from '../../test/test-database.js';
import { testConfig } from '../../test/test-app.js';
import type { Job } from './job-queue.js';

/** The job queue over the `jobs` table: on time, once, again after a failure or a dead instance, and after a restart. */

const HOUR = 3_600_000;
const database = useTestDatabase();
let at = Date.parse('2030-01-01T00:00:00Z');
const now = () => new Date(at);
const apps: App[] = [];

async function start(options: { pollMs?: number; handler?: (job: Job) => Promise<void> } = {}) {
  const app = await buildApp(testConfig({ JOBS_POLL_MS: String(options.pollMs ?? 0) }), {
    database: database(),
    now,
  });
  if (options.handler) app.jobs.register('test.job', options.handler);
  await app.ready();
  apps.push(app);
  return app;
}

const rowOf = async (app: App, key: string) =>
  (await app.ctx.db.select().from(jobs).where(eq(jobs.key, key)))[0];

beforeEach(async () => {
  at = Date.parse('2030-01-01T00:00:00Z');
  await truncateAll(database());
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

describe('the job queue', () => {
  it('runs a job once, at its time and not before', async () => {
    const runs: Job[] = [];
    const app = await start({ handler: async (job) => void runs.push(job) });
    await app.jobs.schedule('test.job', 'k:1', new Date(at + HOUR), { n: 1 });
    expect(await app.jobs.runDue()).toBe(0);
    at += HOUR - 1;
    expect(await app.jobs.runDue()).toBe(0);
    at += 1;
    expect(await app.jobs.runDue()).toBe(1);
    expect(await app.jobs.runDue()).toBe(0);
    expect(runs.map((job) => job.payload)).toEqual([{ n: 1 }]);
    expect((await rowOf(app, 'k:1'))?.doneAt?.getTime()).toBe(at);
  });

  it('replaces a pending job of the same key, and cancels by prefix', async () => {
    const runs: unknown[] = [];
    const app = await start({ handler: async (job) => void runs.push(job.payload) });
    await app.jobs.schedule('test.job', 'event:a:start', new Date(at + HOUR), { v: 'old' });
    await app.jobs.schedule('test.job', 'event:a:start', new Date(at + 2 * HOUR), { v: 'new' });
    await app.jobs.schedule('test.job', 'event:a:end', new Date(at + HOUR), {});
    await app.jobs.schedule('test.job', 'event:ab:end', new Date(at + HOUR), { v: 'other' });
    expect(await app.jobs.cancelByPrefix('event:a:')).toBe(2);
    await app.jobs.schedule('test.job', 'event:a:start', new Date(at + 2 * HOUR), { v: 'new' });
    at += HOUR;
    expect(await app.jobs.runDue()).toBe(1);
    at += HOUR;
    expect(await app.jobs.runDue()).toBe(1);
    expect(runs).toEqual([{ v: 'other' }, { v: 'new' }]);
  });

  it('retries a failed job later, and keeps the error after the last try', async () => {
    let calls = 0;
    const app = await start({
      handler: async () => {
        calls += 1;
        if (calls === 1) throw new Error('mail server down');
      },
    });
    await app.jobs.schedule('test.job', 'k:retry', now());
    expect(await app.jobs.runDue()).toBe(1);
    const failed = await rowOf(app, 'k:retry');
    expect(failed).toMatchObject({ doneAt: null, lastError: 'mail server down', tries: 1 });
    expect(failed?.runAt.getTime()).toBe(at + 30_000);
    expect(await app.jobs.runDue()).toBe(0);
    at += 30_000;
    expect(await app.jobs.runDue()).toBe(1);
    expect(calls).toBe(2);
    expect(await rowOf(app, 'k:retry')).toMatchObject({ lastError: null, tries: 2 });
    expect((await rowOf(app, 'k:retry'))?.doneAt).not.toBeNull();
  });

  it('gives up after five tries', async () => {
    let calls = 0;
    const app = await start({
      handler: async () => {
        calls += 1;
        throw new Error(`failure ${calls}`);
      },
    });
    await app.jobs.schedule('test.job', 'k:dead', now());
    for (let i = 0; i < 8; i++) {
      await app.jobs.runDue();
      at += 2 * HOUR;
    }
    expect(calls).toBe(5);
    expect(await rowOf(app, 'k:dead')).toMatchObject({ lastError: 'failure 5', tries: 5 });
    expect((await rowOf(app, 'k:dead'))?.doneAt).not.toBeNull();
  });

  it('claims again a job whose instance died holding it, once its lease has expired', async () => {
    let calls = 0;
    const app = await start({ handler: async () => void (calls += 1) });
    await app.jobs.schedule('test.job', 'k:lease', now());
    // Another instance claimed it and died.
    await app.ctx.db
      .update(jobs)
      .set({ lockedBy: 'dead-instance', lockedUntil: new Date(at + 5 * 60_000), tries: 1 })
      .where(eq(jobs.key, 'k:lease'));
    expect(await app.jobs.runDue()).toBe(0);
    at += 5 * 60_000 + 1;
    expect(await app.jobs.runDue()).toBe(1);
    expect(await app.jobs.runDue()).toBe(0);
    expect(calls).toBe(1);
  });

  it('runs once, at the next start, the work that fell due while no instance ran', async () => {
    const first = await start({ handler: async () => undefined });
    await first.jobs.schedule('test.job', 'k:restart', new Date(at + HOUR), { n: 1 });
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    at += 3 * HOUR;
    let calls = 0;
    const second = await start({ pollMs: 20, handler: async () => void (calls += 1) });
    for (let waited = 0; calls === 0 && waited < 5000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toBe(1);
    expect((await rowOf(second, 'k:restart'))?.doneAt).not.toBeNull();
  });
});

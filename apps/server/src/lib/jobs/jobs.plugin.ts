import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from './job-queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled work (lib/jobs/job-queue.ts). */
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  /** The queue's clock; tests pass their own. */
  now?: () => Date;
}

/**
 * The job queue of this instance: handlers register while the app builds, polling starts once
 * the app is ready (so every handler is in) and stops before the app closes its database.
 */
export const jobsPlugin = fp<JobsPluginOptions>(async (app, options) => {
  const queue = createJobQueue({
    db: app.ctx.db,
    log: app.log.child({ module: 'jobs' }),
    pollMs: app.ctx.config.jobsPollMs,
    ...(options.now ? { now: options.now } : {}),
  });
  app.decorate('jobs', queue);
  app.addHook('onReady', async () => {
    queue.start();
  });
  app.addHook('preClose', async () => {
    await queue.stop();
  });
});

import fp from 'fastify-plugin';
import { createPoller } from '../../lib/jobs/poller.js';
import { retryDueRevocations } from './wearable-revocation.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Retries the revocations the providers did not confirm (wearable-revocation.ts). */
    wearableRevocations: {
      /** Tries every due entry now, until none is left; returns how many were tried. */
      runDue(): Promise<number>;
    };
  }
}

/** The queue's first delay is a minute: polling more often than this finds nothing new. */
const MIN_POLL_MS = 10_000;
const BATCH = 20;

/**
 * The retry worker of this instance, on the job queue's clock (tests move a manual one) and
 * its rhythm (JOBS_POLL_MS, at least every 10 s; none when 0): polling starts once the app is
 * ready and stops, waiting for the tries in hand, before the app closes its database. Any
 * number of instances may poll one database: each entry is claimed by one (a lease).
 */
export const wearableRevocationsPlugin = fp(
  async (app) => {
    const log = app.log.child({ module: 'wearable-revocations' });
    const pollMs = app.ctx.config.jobsPollMs > 0 ? Math.max(app.ctx.config.jobsPollMs, MIN_POLL_MS) : 0;
    async function drain(): Promise<number> {
      let count = 0;
      for (;;) {
        const tried = await retryDueRevocations(app.ctx, app.jobs.now(), BATCH);
        count += tried;
        if (tried < BATCH) return count;
      }
    }

    const poller = createPoller(drain, pollMs, log, 'wearable revocation retry');

    app.decorate('wearableRevocations', { runDue: () => poller.runDue() });
    app.addHook('onReady', async () => {
      poller.start();
    });
    app.addHook('preClose', async () => {
      await poller.stop();
    });
  },
  { name: 'wearable-revocations' },
);

import fp from 'fastify-plugin';
import type { QuestionSeals } from '../../lib/question-seals.js';
import { createBackgroundTasks } from './background-tasks.js';
import { createBroadcaster } from './live-broadcaster.js';
import { systemClock, type LiveClock } from './live-clock.js';
import { createLiveSessions, type LiveSessions } from './live-sessions.js';
import { createLiveJournal } from './live-journal.js';
import { createMemorySessionStore, openMemorySessionStore } from './memory-session-store.js';
import { createRedisSessionStore } from './redis-session-store.js';
import { createPinLookups } from './pin-lookups.js';
import { registerLiveGateway } from './session.gateway.js';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveSessions;
    /** Questions a live game is playing now: routes that send solutions ask here first. */
    questionSeals: QuestionSeals;
  }
}

export interface LivePluginOptions {
  /** The server's clock and timers; tests pass a manual one. */
  clock?: LiveClock;
}

/**
 * Live sessions: the store (Redis when REDIS_URL is set, else this process's memory, journaled
 * under LIVE_JOURNAL_DIR), the commands, and the Socket.IO gateway on `app.io`. Needs the
 * socket-io plugin first.
 */
export const livePlugin = fp<LivePluginOptions>(async (app, options) => {
  const { redis, config, secret, db } = app.ctx;
  const clock = options.clock ?? systemClock;
  // Redis keeps the sessions itself; the memory store journals them so a restart loses nothing.
  const memoryOptions = { clock: () => clock.now(), log: app.log };
  const { store, resumed } = redis
    ? { store: createRedisSessionStore({ redis, prefix: config.redisKeyPrefix }), resumed: [] }
    : config.liveJournalDir
      ? await openMemorySessionStore({ ...memoryOptions, journal: createLiveJournal(config.liveJournalDir) })
      : { store: createMemorySessionStore(memoryOptions), resumed: [] };
  const tasks = createBackgroundTasks(app.log);
  const broadcaster = createBroadcaster(app.io, store, clock, tasks);
  const live = createLiveSessions({
    store,
    clock,
    broadcaster,
    tasks,
    secret,
    db,
    log: app.log,
    events: app.ctx.events,
    notifyOthers: redis
      ? (pin, kind, index) => {
          app.io.serverSideEmit('live:private', pin, kind, index);
        }
      : () => undefined,
  });
  app.io.on('live:private', (pin, kind, index) => {
    tasks.run(broadcaster.privateResults(pin, kind, index), 'private results');
  });
  registerLiveGateway(app.io, live, createPinLookups(app.ctx.rateLimits), app.log);
  // Sessions replayed from the journal: their phases' timers again.
  await live.resume(resumed);
  app.decorate('live', live);
  app.decorate('questionSeals', live.seals);
  // Before onClose, where the app quits its Redis connection.
  app.addHook('preClose', async () => {
    await live.close();
  });
  app.addHook('onClose', async () => {
    await store.close();
  });
});

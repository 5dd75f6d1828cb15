import fp from 'fastify-plugin';
import { createBackgroundTasks } from './background-tasks.js';
import { createBroadcaster } from './live-broadcaster.js';
import { systemClock, type LiveClock } from './live-clock.js';
import { createLiveSessions, type LiveSessions } from './live-sessions.js';
import { createMemorySessionStore } from './memory-session-store.js';
import { createRedisSessionStore } from './redis-session-store.js';
import { createPinLookups } from './pin-lookups.js';
import { registerLiveGateway } from './session.gateway.js';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveSessions;
  }
}

export interface LivePluginOptions {
  /** The server's clock and timers; tests pass a manual one. */
  clock?: LiveClock;
}

/**
 * Live sessions: the store (Redis when REDIS_URL is set, else this process's memory), the
 * commands, and the Socket.IO gateway on `app.io`. Needs the socket-io plugin first.
 */
export const livePlugin = fp<LivePluginOptions>(async (app, options) => {
  const { redis, config, secret, db } = app.ctx;
  const clock = options.clock ?? systemClock;
  const store = redis
    ? createRedisSessionStore({ redis, prefix: config.redisKeyPrefix })
    : createMemorySessionStore({ clock: () => clock.now() });
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
  app.decorate('live', live);
  // Before onClose, where the app quits its Redis connection.
  app.addHook('preClose', async () => {
    await live.close();
  });
  app.addHook('onClose', async () => {
    await store.close();
  });
});

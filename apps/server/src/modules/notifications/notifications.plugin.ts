import fp from 'fastify-plugin';
import { listenForNotifications } from './notifications.listeners.js';
import { userRoom, type NotificationsDeps } from './notifications.service.js';

/**
 * Notifications in real time: every socket of a signed-in user joins the room `user:<id>`
 * (with REDIS_URL the adapter carries a push to the instance holding that socket), and the
 * product's events become notifications. Needs the socket-io plugin first.
 */
export const notificationsPlugin = fp(async (app) => {
  app.io.on('connection', (socket) => {
    const { userId } = socket.data;
    if (userId) void socket.join(userRoom(userId));
  });
  const deps: NotificationsDeps = {
    db: app.ctx.db,
    push: (userId, payload) => {
      app.io.to(userRoom(userId)).emit('notification:new', payload);
    },
  };
  const stopListening = listenForNotifications(app.ctx.events, deps);
  app.addHook('preClose', (done) => {
    stopListening();
    done();
  });
});

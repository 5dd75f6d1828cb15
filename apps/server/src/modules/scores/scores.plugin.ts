import fp from 'fastify-plugin';
import { listenForScoreChanges } from './scores.listeners.js';

/** Keeps every user's stored scores current as results arrive (domain events). */
export const scoresPlugin = fp(async (app) => {
  const stopListening = listenForScoreChanges({ db: app.ctx.db, events: app.ctx.events });
  app.addHook('preClose', (done) => {
    stopListening();
    done();
  });
});

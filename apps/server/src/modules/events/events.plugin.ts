import fp from 'fastify-plugin';
import { listenForEventCompletions } from './completions.listeners.js';

/** Records event completions as passing attempts finish (domain events). */
export const eventsPlugin = fp(async (app) => {
  const stopListening = listenForEventCompletions({ db: app.ctx.db, events: app.ctx.events });
  app.addHook('preClose', (done) => {
    stopListening();
    done();
  });
});

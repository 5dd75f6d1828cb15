import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriesRoutes } from './categories.routes.js';
import { contentTransferRoutes } from './content-transfer.routes.js';
import { gamesRoutes } from './games.routes.js';
import { questionFilesRoutes } from './question-files.routes.js';
import { questionImagesRoutes } from './question-images.routes.js';
import { questionsRoutes } from './questions.routes.js';

/** The admin's authoring API. */
export const authoringRoutes: FastifyPluginAsyncZod = async (app) => {
  // One hook for every route of this plugin, so no route can forget it. It runs on request,
  // before the body is read: a caller who is not an admin gets 401/403 without the server
  // parsing an upload of up to 5 MB, and never learns how a body would have been validated.
  app.addHook('onRequest', app.requireAdmin);
  await app.register(categoriesRoutes);
  await app.register(gamesRoutes);
  await app.register(questionsRoutes);
  await app.register(contentTransferRoutes);
  await app.register(questionFilesRoutes);
  await app.register(questionImagesRoutes);
};

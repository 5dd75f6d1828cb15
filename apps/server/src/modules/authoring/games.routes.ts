import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminGameSchema,
  adminGamesQuerySchema,
  adminGameSummarySchema,
  envelopeSchema,
  gameFieldsSchema,
  idParamsSchema,
  paths,
  reorderBodySchema,
} from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';
import {
  createGame,
  deleteGame,
  getAdminGame,
  listAdminGames,
  reorderGames,
  updateGame,
} from './games.service.js';
import { deletedAnswer, failures, security, tags } from './route-schemas.js';

const gameAnswer = envelopeSchema(adminGameSchema);
const listAnswer = envelopeSchema(z.array(adminGameSummarySchema));

/** The admin's games: list (published or not), read with questions, create, edit, delete, reorder. */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paths.adminGames,
    {
      schema: {
        tags,
        security,
        querystring: adminGamesQuerySchema,
        response: { 200: listAnswer, ...failures },
      },
    },
    async (request) => success(request, await listAdminGames(app.ctx.db, request.query.category_id)),
  );
  app.post(
    paths.adminGames,
    { schema: { tags, security, body: gameFieldsSchema, response: { 201: gameAnswer, ...failures } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(success(request, await createGame(app.ctx.db, request.body, app.ctx.events), 'SAVED')),
  );
  app.put(
    paths.adminGamesOrder,
    { schema: { tags, security, body: reorderBodySchema, response: { 200: listAnswer, ...failures } } },
    async (request) => success(request, await reorderGames(app.ctx.db, request.body.ids), 'SAVED'),
  );
  app.get(
    paths.adminGame,
    { schema: { tags, security, params: idParamsSchema, response: { 200: gameAnswer, ...failures } } },
    async (request) => success(request, await getAdminGame(app.ctx.db, request.params.id)),
  );
  app.put(
    paths.adminGame,
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: gameFieldsSchema,
        response: { 200: gameAnswer, ...failures },
      },
    },
    async (request) =>
      success(
        request,
        await updateGame(app.ctx.db, request.params.id, request.body, app.ctx.events),
        'SAVED',
      ),
  );
  app.delete(
    paths.adminGame,
    { schema: { tags, security, params: idParamsSchema, response: { 200: deletedAnswer, ...failures } } },
    async (request) => {
      await deleteGame(app.ctx.db, request.params.id);
      return success(request, null, 'DELETED');
    },
  );
};

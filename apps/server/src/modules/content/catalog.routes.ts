import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categorySummarySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  gameDetailsSchema,
  gameListItemSchema,
  gamesQuerySchema,
  idParamsSchema,
  pageSchema,
  paths,
  searchQuerySchema,
} from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';
import { getCategory, getGameDetails, listCategories, listGames } from './catalog.service.js';

const tags = ['catalog'];
const security = [{ bearer: [] }];
const failures = { 401: errorEnvelopeSchema, 422: errorEnvelopeSchema };
const notFound = { ...failures, 404: errorEnvelopeSchema };

/** What players browse: categories and published games, searched in both languages. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.authenticate;

  app.get(
    paths.categories,
    {
      preHandler,
      schema: {
        tags,
        security,
        querystring: searchQuerySchema,
        response: { 200: envelopeSchema(pageSchema(categorySummarySchema)), ...failures },
      },
    },
    async (request) => success(request, await listCategories(app.ctx.db, request.query)),
  );

  app.get(
    paths.category,
    {
      preHandler,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: envelopeSchema(categorySummarySchema), ...notFound },
      },
    },
    async (request) => success(request, await getCategory(app.ctx.db, request.params.id)),
  );

  app.get(
    paths.games,
    {
      preHandler,
      schema: {
        tags,
        security,
        querystring: gamesQuerySchema,
        response: { 200: envelopeSchema(pageSchema(gameListItemSchema)), ...failures },
      },
    },
    async (request) => success(request, await listGames(app.ctx.db, request.query, request.caller!)),
  );

  app.get(
    paths.game,
    {
      preHandler,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: envelopeSchema(gameDetailsSchema), ...notFound },
      },
    },
    async (request) => success(request, await getGameDetails(app.ctx.db, request.params.id, request.caller!)),
  );
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  eventCategoryBodySchema,
  eventCategoryIdParamsSchema,
  eventCategoryListItemSchema,
  eventCategorySchema,
  paths,
} from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';
import {
  createEventCategory,
  deleteEventCategory,
  listEventCategories,
  updateEventCategory,
} from './event-categories.service.js';

const tags = ['events'];
const security = [{ bearer: [] }];
const failures = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};
const categoryAnswer = envelopeSchema(eventCategorySchema);

/** Everyone's list of event categories, and the admin's create, edit and delete. */
export const eventCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paths.eventCategories,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        response: { 200: envelopeSchema(z.array(eventCategoryListItemSchema)), ...failures },
      },
    },
    async (request) => success(request, await listEventCategories(app.ctx.db, request.caller!)),
  );
  app.post(
    paths.adminEventCategories,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        body: eventCategoryBodySchema,
        response: { 201: categoryAnswer, ...failures },
      },
    },
    async (request, reply) =>
      reply.status(201).send(success(request, await createEventCategory(app.ctx.db, request.body), 'SAVED')),
  );
  app.put(
    paths.adminEventCategory,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        params: eventCategoryIdParamsSchema,
        body: eventCategoryBodySchema,
        response: { 200: categoryAnswer, ...failures },
      },
    },
    async (request) =>
      success(request, await updateEventCategory(app.ctx.db, request.params.id, request.body), 'SAVED'),
  );
  app.delete(
    paths.adminEventCategory,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        params: eventCategoryIdParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...failures },
      },
    },
    async (request) => {
      await deleteEventCategory(app.ctx.db, request.params.id);
      return success(request, null, 'DELETED');
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  eventCategoryFilterSchema,
  eventDetailsSchema,
  eventIdParamsSchema,
  myEventsSchema,
  paths,
} from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';
import { listMyEvents, readEventDetails } from './events-view.js';

const tags = ['events'];
const security = [{ bearer: [] }];
const failures = { 401: errorEnvelopeSchema, 404: errorEnvelopeSchema, 422: errorEnvelopeSchema };

/** The player's reads: their events in sections, and one event's page. */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paths.events,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        querystring: eventCategoryFilterSchema,
        response: { 200: envelopeSchema(myEventsSchema), ...failures },
      },
    },
    async (request) =>
      success(request, await listMyEvents(app.ctx.db, request.caller!, request.query.category_id)),
  );
  app.get(
    paths.event,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params: eventIdParamsSchema,
        response: { 200: envelopeSchema(eventDetailsSchema), ...failures },
      },
    },
    async (request) =>
      success(request, await readEventDetails(app.ctx.db, request.caller!, request.params.id)),
  );
};

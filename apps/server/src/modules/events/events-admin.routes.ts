import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEventListItemSchema,
  adminEventListQuerySchema,
  adminEventSchema,
  audiencePreviewBodySchema,
  audiencePreviewSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  eventBodySchema,
  eventIdParamsSchema,
  paths,
} from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';
import {
  cancelEvent,
  createEvent,
  deleteEvent,
  duplicateEvent,
  getAdminEvent,
  listAdminEvents,
  previewEventAudience,
  publishEvent,
  updateEvent,
} from './events-admin.service.js';

const tags = ['events'];
const security = [{ bearer: [] }];
const failures = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};
const eventAnswer = envelopeSchema(adminEventSchema);

/** The admin's events: list, create, read, edit, delete, publish, cancel, duplicate, audience preview. */
export const eventsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is for admins: one hook, so no route can forget it.
  app.addHook('onRequest', app.requireAdmin);
  const deps = () => ({ db: app.ctx.db, events: app.ctx.events });
  const callerId = (request: { caller: { userId: string } | null }) => request.caller!.userId;

  app.get(
    paths.adminEvents,
    {
      schema: {
        tags,
        security,
        querystring: adminEventListQuerySchema,
        response: { 200: envelopeSchema(z.array(adminEventListItemSchema)), ...failures },
      },
    },
    async (request) =>
      success(
        request,
        await listAdminEvents(app.ctx.db, {
          status: request.query.status,
          categoryId: request.query.category_id,
          q: request.query.q,
        }),
      ),
  );
  app.post(
    paths.adminEvents,
    { schema: { tags, security, body: eventBodySchema, response: { 201: eventAnswer, ...failures } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(success(request, await createEvent(app.ctx.db, request.body, callerId(request)), 'SAVED')),
  );
  app.post(
    paths.adminAudiencePreview,
    {
      schema: {
        tags,
        security,
        body: audiencePreviewBodySchema,
        response: { 200: envelopeSchema(audiencePreviewSchema), ...failures },
      },
    },
    async (request) => success(request, await previewEventAudience(app.ctx.db, request.body.audience)),
  );
  app.get(
    paths.adminEvent,
    { schema: { tags, security, params: eventIdParamsSchema, response: { 200: eventAnswer, ...failures } } },
    async (request) => success(request, await getAdminEvent(app.ctx.db, request.params.id)),
  );
  app.put(
    paths.adminEvent,
    {
      schema: {
        tags,
        security,
        params: eventIdParamsSchema,
        body: eventBodySchema,
        response: { 200: eventAnswer, ...failures },
      },
    },
    async (request) => success(request, await updateEvent(deps(), request.params.id, request.body), 'SAVED'),
  );
  app.delete(
    paths.adminEvent,
    {
      schema: {
        tags,
        security,
        params: eventIdParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...failures },
      },
    },
    async (request) => {
      await deleteEvent(deps(), request.params.id);
      return success(request, null, 'DELETED');
    },
  );
  app.post(
    paths.adminEventPublish,
    { schema: { tags, security, params: eventIdParamsSchema, response: { 200: eventAnswer, ...failures } } },
    async (request) => success(request, await publishEvent(deps(), request.params.id), 'SAVED'),
  );
  app.post(
    paths.adminEventCancel,
    { schema: { tags, security, params: eventIdParamsSchema, response: { 200: eventAnswer, ...failures } } },
    async (request) => success(request, await cancelEvent(deps(), request.params.id), 'SAVED'),
  );
  app.post(
    paths.adminEventDuplicate,
    { schema: { tags, security, params: eventIdParamsSchema, response: { 201: eventAnswer, ...failures } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          success(request, await duplicateEvent(app.ctx.db, request.params.id, callerId(request)), 'SAVED'),
        ),
  );
};

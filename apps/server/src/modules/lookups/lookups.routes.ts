import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminLookupSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  lookupBodySchema,
  lookupsSchema,
  paths,
} from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';
import {
  createLookup,
  deleteLookup,
  getLookups,
  listAdminLookups,
  seedDefaultLookups,
  updateLookup,
} from './lookups.service.js';

const tags = ['lookups'];
const security = [{ bearer: [] }];
const failures = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};
const lookupAnswer = envelopeSchema(adminLookupSchema);

/** GET /lookups for every signed-in user; the admin's CRUD on the managed lists. */
export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  await seedDefaultLookups(app.ctx);

  app.get(
    paths.lookups,
    {
      preHandler: app.authenticate,
      schema: { tags, security, response: { 200: envelopeSchema(lookupsSchema), ...failures } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, max-age=60');
      return success(request, await getLookups(app.ctx));
    },
  );

  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', app.requireAdmin);
    admin.get(
      paths.adminLookups,
      {
        schema: {
          tags,
          security,
          response: { 200: envelopeSchema(z.array(adminLookupSchema)), ...failures },
        },
      },
      async (request) => success(request, await listAdminLookups(app.ctx.db)),
    );
    admin.post(
      paths.adminLookups,
      { schema: { tags, security, body: lookupBodySchema, response: { 201: lookupAnswer, ...failures } } },
      async (request, reply) =>
        reply.status(201).send(success(request, await createLookup(app.ctx, request.body), 'SAVED')),
    );
    admin.put(
      paths.adminLookup,
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: lookupBodySchema,
          response: { 200: lookupAnswer, ...failures },
        },
      },
      async (request) =>
        success(request, await updateLookup(app.ctx, request.params.id, request.body), 'SAVED'),
    );
    admin.delete(
      paths.adminLookup,
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          response: { 200: envelopeSchema(z.null()), ...failures },
        },
      },
      async (request) => {
        await deleteLookup(app.ctx, request.params.id);
        return success(request, null, 'DELETED');
      },
    );
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  samlConnectionBodySchema,
  samlConnectionSchema,
  samlPaths,
} from '@awarequest/contracts';
import { success } from '../../../lib/envelope.js';
import { createSamlConnection, getSamlConnection, updateSamlConnection } from './saml-connections.service.js';

const tags = ['sso'];
const security = [{ bearer: [] }];
const answer = envelopeSchema(samlConnectionSchema);
const failures = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 422: errorEnvelopeSchema };
const idParams = z.object({ id: z.uuid() });

/** An admin's SAML connections (docs/product.md §11); the list of all connections is the SSO core's. */
export const samlAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    samlPaths.adminConnections,
    {
      preHandler: app.requireAdmin,
      schema: { tags, security, body: samlConnectionBodySchema, response: { 201: answer, ...failures } },
    },
    async (request, reply) => {
      const publicBase = app.ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
      const connection = await createSamlConnection(
        app.ctx,
        request.body,
        publicBase,
        request.caller!.userId,
      );
      return reply.code(201).send(success(request, connection, 'SETTINGS_SAVED'));
    },
  );
  app.get(
    samlPaths.adminConnection,
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: answer, 404: errorEnvelopeSchema, ...failures },
      },
    },
    async (request) => success(request, await getSamlConnection(app.ctx, request.params.id)),
  );
  app.put(
    samlPaths.adminConnection,
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        params: idParams,
        body: samlConnectionBodySchema,
        response: { 200: answer, 404: errorEnvelopeSchema, ...failures },
      },
    },
    async (request) =>
      success(
        request,
        await updateSamlConnection(app.ctx, request.params.id, request.body, request.caller!.userId),
        'SETTINGS_SAVED',
      ),
  );
};

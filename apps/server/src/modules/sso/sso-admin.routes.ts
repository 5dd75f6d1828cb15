import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  oidcConnectionBodySchema,
  ssoConnectionListSchema,
  ssoConnectionSchema,
  ssoPaths,
} from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';
import {
  createOidcConnection,
  getConnection,
  listConnections,
  removeConnection,
  updateOidcConnection,
} from './sso-admin.service.js';

const tags = ['sso'];
const security = [{ bearer: [] }];
const failures = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};
const connectionAnswer = { 200: envelopeSchema(ssoConnectionSchema), ...failures };

/** The admin's company sign-in connections (both protocols listed; OIDC ones made here). */
export const ssoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', app.requireAdmin);

    admin.get(
      ssoPaths.adminConnections,
      { schema: { tags, security, response: { 200: envelopeSchema(ssoConnectionListSchema), ...failures } } },
      async (request) =>
        success(request, await listConnections(app.ctx, `${request.protocol}://${request.host}`)),
    );
    admin.get(
      ssoPaths.adminConnection,
      { schema: { tags, security, params: idParamsSchema, response: connectionAnswer } },
      async (request) => success(request, await getConnection(app.ctx, request.params.id)),
    );
    admin.delete(
      ssoPaths.adminConnection,
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          response: { 200: envelopeSchema(z.null()), ...failures },
        },
      },
      async (request) => {
        await removeConnection(app.ctx, request.caller!, request.params.id);
        return success(request, null, 'DELETED');
      },
    );
    admin.post(
      ssoPaths.adminOidcConnections,
      {
        schema: {
          tags,
          security,
          body: oidcConnectionBodySchema,
          response: { 201: envelopeSchema(ssoConnectionSchema), ...failures },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            success(request, await createOidcConnection(app.ctx, request.caller!, request.body), 'SAVED'),
          ),
    );
    admin.put(
      ssoPaths.adminOidcConnection,
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: oidcConnectionBodySchema,
          response: connectionAnswer,
        },
      },
      async (request) =>
        success(
          request,
          await updateOidcConnection(app.ctx, request.caller!, request.params.id, request.body),
          'SAVED',
        ),
    );
  });
};

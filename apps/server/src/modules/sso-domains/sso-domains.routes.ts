import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyAdminPaths,
  envelopeSchema,
  errorEnvelopeSchema,
  ssoDomainBodySchema,
  ssoDomainListSchema,
  ssoDomainParamsSchema,
  ssoDomainSchema,
} from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';
import { addSsoDomain, removeSsoDomain } from './sso-domains.service.js';
import { listSsoDomains } from './sso-domains.repository.js';

const tags = ['sso-domains'];
const security = [{ bearer: [] }];
const failures = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};

/** The admin's SSO-only email domains (issue 27, /admin/sso-domains). */
export const ssoDomainsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    companyAdminPaths.ssoDomains,
    { schema: { tags, security, response: { 200: envelopeSchema(ssoDomainListSchema), ...failures } } },
    async (request) => success(request, await listSsoDomains(app.ctx.db)),
  );

  app.post(
    companyAdminPaths.ssoDomains,
    {
      schema: {
        tags,
        security,
        body: ssoDomainBodySchema,
        response: { 201: envelopeSchema(ssoDomainSchema), ...failures },
      },
    },
    async (request, reply) => {
      const saved = await addSsoDomain(app.ctx, request.caller!, request.body, request.ip);
      return reply.code(201).send(success(request, saved, 'SAVED'));
    },
  );

  app.delete(
    companyAdminPaths.ssoDomain,
    {
      schema: {
        tags,
        security,
        params: ssoDomainParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...failures },
      },
    },
    async (request) => {
      await removeSsoDomain(app.ctx, request.caller!, request.params.domain, request.ip);
      return success(request, null, 'DELETED');
    },
  );
};

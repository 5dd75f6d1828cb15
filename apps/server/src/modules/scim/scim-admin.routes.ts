import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyAdminPaths,
  createdScimTokenSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  scimTokenParamsSchema,
  scimGroupMappingSchema,
  scimGroupMappingsBodySchema,
  scimTokenBodySchema,
  scimTokenSchema,
} from '@awarequest/contracts';
import { AppError } from '../../lib/app-error.js';
import { success } from '../../lib/envelope.js';
import { recordAudit } from '../audit/public.js';
import { listGroupMappings, replaceGroupMappings } from './scim-group-mappings.repository.js';
import { insertScimToken, listScimTokens, revokeScimToken } from './scim-tokens.repository.js';

const tags = ['scim-admin'];
const security = [{ bearer: [] }];
const failures = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};

/** The admin's SCIM screen (/admin/scim): bearer tokens and the group mapping table. */
export const scimAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const { ctx } = app;
  const audit = (actorUserId: string, ip: string, action: string, details: Record<string, unknown>) =>
    recordAudit(ctx.db, { source: 'admin', action, outcome: 'ok', actorUserId, ip, details });

  app.get(
    companyAdminPaths.scimTokens,
    { schema: { tags, security, response: { 200: envelopeSchema(z.array(scimTokenSchema)), ...failures } } },
    async (request) => success(request, await listScimTokens(ctx.db)),
  );

  app.post(
    companyAdminPaths.scimTokens,
    {
      schema: {
        tags,
        security,
        description: 'Makes a SCIM bearer token. The answer holds the token: the only time it is shown.',
        body: scimTokenBodySchema,
        response: { 201: envelopeSchema(createdScimTokenSchema), ...failures },
      },
    },
    async (request, reply) => {
      const caller = request.caller!;
      const created = await insertScimToken(ctx.db, ctx.secret, {
        label: request.body.label,
        createdBy: caller.userId,
      });
      await audit(caller.userId, request.ip, 'scim_token_created', {
        token_id: created.item.id,
        label: created.item.label,
      });
      return reply.code(201).send(success(request, created, 'SAVED'));
    },
  );

  app.delete(
    companyAdminPaths.scimToken,
    {
      schema: {
        tags,
        security,
        params: scimTokenParamsSchema,
        response: { 200: envelopeSchema(scimTokenSchema), ...failures },
      },
    },
    async (request) => {
      const revoked = await revokeScimToken(ctx.db, request.params.id);
      if (!revoked) throw new AppError('NOT_FOUND');
      await audit(request.caller!.userId, request.ip, 'scim_token_revoked', {
        token_id: revoked.id,
        label: revoked.label,
      });
      return success(request, revoked, 'DELETED');
    },
  );

  app.get(
    companyAdminPaths.scimGroupMappings,
    {
      schema: {
        tags,
        security,
        response: { 200: envelopeSchema(z.array(scimGroupMappingSchema)), ...failures },
      },
    },
    async (request) => success(request, await listGroupMappings(ctx.db)),
  );

  app.put(
    companyAdminPaths.scimGroupMappings,
    {
      schema: {
        tags,
        security,
        body: scimGroupMappingsBodySchema,
        response: { 200: envelopeSchema(z.array(scimGroupMappingSchema)), ...failures },
      },
    },
    async (request) => {
      await replaceGroupMappings(ctx.db, request.body.items);
      await audit(request.caller!.userId, request.ip, 'scim_group_mappings_saved', {
        count: request.body.items.length,
      });
      return success(request, await listGroupMappings(ctx.db), 'SAVED');
    },
  );
};

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { readEqualityFilter } from './scim-filter.js';
import { listResponse, readListQuery } from './scim-query.js';
import { toScimUser } from './scim-user-resource.js';
import { listScimUserRecords } from './scim-users.repository.js';
import {
  archiveScimUser,
  createScimUser,
  getScimUser,
  patchScimUser,
  replaceScimUser,
  type ScimCall,
} from './scim-users.service.js';

const idParams = z.object({ id: z.string().min(1).max(100) });
export const callOf = (request: FastifyRequest): ScimCall => ({
  tokenId: request.scimTokenId!,
  ip: request.ip,
});
export const idOf = (request: FastifyRequest) => idParams.parse(request.params).id;

/** /Users (RFC 7644 §3): create, read, filter, list, replace, patch, delete (archive). */
export const scimUsersRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  app.get('/Users', { schema: { hide: true } }, async (request) => {
    const { filter, startIndex, window } = readListQuery(request.query);
    const lookup = readEqualityFilter(filter, ['userName', 'externalId', 'id']);
    const { records, total } = await listScimUserRecords(ctx.db, lookup, window);
    return listResponse(records.map(toScimUser), total, startIndex);
  });
  app.get('/Users/:id', { schema: { hide: true } }, async (request) => getScimUser(ctx, idOf(request)));
  app.post('/Users', { schema: { hide: true } }, async (request, reply) => {
    const { created, resource } = await createScimUser(ctx, callOf(request), request.body);
    return reply.code(created ? 201 : 200).send(resource);
  });
  app.put('/Users/:id', { schema: { hide: true } }, async (request) =>
    replaceScimUser(ctx, callOf(request), idOf(request), request.body),
  );
  app.patch('/Users/:id', { schema: { hide: true } }, async (request) =>
    patchScimUser(ctx, callOf(request), idOf(request), request.body),
  );
  app.delete('/Users/:id', { schema: { hide: true } }, async (request, reply) => {
    await archiveScimUser(ctx, callOf(request), idOf(request));
    return reply.code(204).send();
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { readEqualityFilter } from './scim-filter.js';
import { listResponse, readListQuery } from './scim-query.js';
import {
  createScimGroup,
  deleteScimGroup,
  getScimGroup,
  listScimGroups,
  patchScimGroup,
  replaceScimGroup,
} from './scim-groups.service.js';
import { callOf, idOf } from './scim-users.routes.js';

/** /Groups: directory groups, whose meaning here is the admin's mapping table. */
export const scimGroupsRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  app.get('/Groups', { schema: { hide: true } }, async (request) => {
    const { filter, startIndex, window } = readListQuery(request.query);
    const lookup = readEqualityFilter(filter, ['displayName', 'externalId', 'id']);
    const { resources, total } = await listScimGroups(ctx.db, lookup, window);
    return listResponse(resources, total, startIndex);
  });
  app.get('/Groups/:id', { schema: { hide: true } }, async (request) => getScimGroup(ctx, idOf(request)));
  app.post('/Groups', { schema: { hide: true } }, async (request, reply) =>
    reply.code(201).send(await createScimGroup(ctx, callOf(request), request.body)),
  );
  app.put('/Groups/:id', { schema: { hide: true } }, async (request) =>
    replaceScimGroup(ctx, callOf(request), idOf(request), request.body),
  );
  app.patch('/Groups/:id', { schema: { hide: true } }, async (request) =>
    patchScimGroup(ctx, callOf(request), idOf(request), request.body),
  );
  app.delete('/Groups/:id', { schema: { hide: true } }, async (request, reply) => {
    await deleteScimGroup(ctx, callOf(request), idOf(request));
    return reply.code(204).send();
  });
};

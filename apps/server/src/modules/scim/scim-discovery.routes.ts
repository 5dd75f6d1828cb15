import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ScimError } from './scim-error.js';
import { scimmy } from './scim-setup.js';

const idParams = z.object({ id: z.string().min(1).max(200) });

/** ServiceProviderConfig, ResourceTypes and Schemas (RFC 7644 §4), as scimmy describes them. */
export const scimDiscoveryRoutes: FastifyPluginAsync = async (app) => {
  const SCIMMY = scimmy();
  app.get('/ServiceProviderConfig', { schema: { hide: true } }, async () =>
    new SCIMMY.Resources.ServiceProviderConfig().read(),
  );
  app.get('/ResourceTypes', { schema: { hide: true } }, async () =>
    new SCIMMY.Resources.ResourceType().read(),
  );
  app.get('/ResourceTypes/:id', { schema: { hide: true } }, async (request) =>
    readOne(() => new SCIMMY.Resources.ResourceType(idParams.parse(request.params).id).read()),
  );
  app.get('/Schemas', { schema: { hide: true } }, async () => new SCIMMY.Resources.Schema().read());
  app.get('/Schemas/:id', { schema: { hide: true } }, async (request) =>
    readOne(() => new SCIMMY.Resources.Schema(idParams.parse(request.params).id).read()),
  );
};

async function readOne(read: () => Promise<unknown>) {
  try {
    return await read();
  } catch (error) {
    throw new ScimError(404, undefined, error instanceof Error ? error.message : 'Not found');
  }
}

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/public.js';
import { asScimError, ScimError, scimErrorBody } from './scim-error.js';
import { scimDiscoveryRoutes } from './scim-discovery.routes.js';
import { scimGroupsRoutes } from './scim-groups.routes.js';
import { SCIM_CONTENT_TYPE, scimmy } from './scim-setup.js';
import { useScimToken } from './scim-tokens.repository.js';
import { scimUsersRoutes } from './scim-users.routes.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The SCIM token that authenticated the call (scim.plugin.ts). */
    scimTokenId?: string;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Registered under SCIM_BASE (/scim/v2): SCIM's own media type, bearer token and error bodies. */
export const scimPlugin: FastifyPluginAsync = async (app) => {
  scimmy();
  app.addContentTypeParser(SCIM_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : (JSON.parse(body as string) as unknown));
    } catch {
      done(new ScimError(400, 'invalidSyntax', 'The body is not valid JSON'), undefined);
    }
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const tokenId = token ? await useScimToken(app.ctx.db, app.ctx.secret, token) : undefined;
    if (!tokenId) {
      await recordAudit(app.ctx.db, {
        source: 'scim',
        action: 'authenticate',
        outcome: 'refused',
        reason: token ? 'invalid_token' : 'no_token',
        ip: request.ip,
        details: { method: request.method, url: request.url.split('?')[0] },
      });
      throw new ScimError(401, undefined, 'A valid SCIM bearer token is required');
    }
    request.scimTokenId = tokenId;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode !== 204) void reply.header('content-type', `${SCIM_CONTENT_TYPE}; charset=utf-8`);
    return payload;
  });
  app.setErrorHandler(async (error, request, reply) => {
    const scimError = toScimError(error);
    if (scimError.status >= 500) request.log.error({ err: error }, 'SCIM request failed');
    else if (request.scimTokenId && request.method !== 'GET')
      await recordAudit(app.ctx.db, {
        source: 'scim',
        action: `${request.method.toLowerCase()}_${request.routeOptions.url?.split('/')[1]?.toLowerCase() ?? 'unknown'}`,
        outcome: 'refused',
        reason: scimError.scimType ?? `status_${scimError.status}`,
        ip: request.ip,
        details: { token_id: request.scimTokenId, detail: scimError.message, url: request.url.split('?')[0] },
      });
    return reply.code(scimError.status).send(scimErrorBody(scimError));
  });
  app.setNotFoundHandler((request, reply) => {
    void reply
      .code(404)
      .send(scimErrorBody(new ScimError(404, undefined, `No SCIM endpoint ${request.url}`)));
  });
  await app.register(scimUsersRoutes);
  await app.register(scimGroupsRoutes);
  await app.register(scimDiscoveryRoutes);
};

function toScimError(error: unknown): ScimError {
  const known = asScimError(error);
  if (known) return known;
  if (error instanceof AppError)
    return new ScimError(error.code === 'NOT_FOUND' ? 404 : 400, undefined, error.code);
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500)
    return new ScimError(status, status === 400 ? 'invalidSyntax' : undefined, (error as Error).message);
  return new ScimError(500, undefined, 'Internal server error');
}

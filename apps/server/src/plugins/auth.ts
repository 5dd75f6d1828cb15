import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Checks the Bearer token against its session row; routes opt in with a preHandler. */
export const authPlugin = fp((app) => {
  app.decorateRequest('caller', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED');
    request.caller = await app.ctx.sessions.verify(token);
  });

  app.decorate('identify', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    request.caller = token ? await app.ctx.sessions.verify(token).catch(() => null) : null;
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (request.caller?.role !== 'admin') throw new AppError('FORBIDDEN');
  });
});

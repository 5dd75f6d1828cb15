import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, publicSsoConnectionSchema, safeReturnPath, ssoPaths } from '@awarequest/contracts';
import { requestMeta, success } from '../../lib/envelope.js';
import { publicConnections, ssoStartAddress } from './sso-start.js';
import { refuseSsoSignIn } from './sso-refusal.js';

const tags = ['sso'];
const returnToQuery = z.object({ return_to: z.string().max(2000).optional() });

/** The one start address of company sign-in and the chooser's list (both public). */
export const ssoStartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(ssoPaths.start, { schema: { tags, querystring: returnToQuery } }, async (request, reply) => {
    const returnTo =
      request.query.return_to === undefined ? undefined : safeReturnPath(request.query.return_to);
    const address =
      (await ssoStartAddress(app.ctx, returnTo)) ??
      (await refuseSsoSignIn(
        app.ctx,
        { protocol: 'oidc', reason: 'unknown_connection', details: { start: true } },
        requestMeta(request),
      ));
    return reply.redirect(address, 302);
  });

  app.get(
    ssoPaths.connections,
    {
      schema: {
        tags,
        querystring: returnToQuery,
        response: { 200: envelopeSchema(z.array(publicSsoConnectionSchema)) },
      },
    },
    async (request) => {
      const returnTo =
        request.query.return_to === undefined ? undefined : safeReturnPath(request.query.return_to);
      return success(request, await publicConnections(app.ctx, returnTo));
    },
  );
};

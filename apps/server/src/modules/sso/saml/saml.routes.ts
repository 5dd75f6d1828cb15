import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeReturnPath, samlPaths } from '@awarequest/contracts';
import { requestMeta } from '../../../lib/envelope.js';
import { AppError } from '../../../lib/app-error.js';
import { completeSsoSignIn } from '../complete-sso-sign-in.js';
import { refuseSsoSignIn } from '../sso-refusal.js';
import { findSsoConnection } from '../sso-connections.repository.js';
import { samlConfigOf } from './saml-connection-config.js';
import { usableSamlConnection } from './saml-connection-lookup.js';
import { checkSamlResponse } from './saml-response-check.js';
import { samlServiceProvider, serviceProviderMetadata } from './saml-service-provider.js';

const tags = ['sso'];
const connectionParams = z.object({ connectionId: z.string().max(100) });
const loginQuery = z.object({ return_to: z.string().max(2000).optional() });
/** What an IdP posts to the ACS (HTTP-POST binding); anything else is a refused response. */
const acsBody = z.object({
  SAMLResponse: z.string().min(1).max(1_000_000),
  RelayState: z.string().max(2000).optional(),
});

/**
 * Our SAML service provider (docs/product.md §11): its metadata, the SP-initiated start and
 * the ACS. The browser is always redirected: to the IdP, to the SPA with a one-time token, or
 * to the error page in the person's language; a refusal is in the audit log with its check.
 */
export const samlRoutes: FastifyPluginAsyncZod = async (app) => {
  // The IdP's form posts application/x-www-form-urlencoded; only these routes read it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get(samlPaths.metadata, { schema: { tags, params: connectionParams } }, async (request, reply) => {
    const row = await findSsoConnection(app.ctx.db, request.params.connectionId);
    const config = row && samlConfigOf(row);
    if (!config) throw new AppError('NOT_FOUND');
    return reply.type('application/samlmetadata+xml').send(serviceProviderMetadata(config));
  });

  app.get(
    samlPaths.login,
    { schema: { tags, params: connectionParams, querystring: loginQuery } },
    async (request, reply) => {
      const meta = requestMeta(request);
      const connection = await usableSamlConnection(app.ctx.db, request.params.connectionId);
      if (!connection.ok)
        return reply.redirect(
          await refuseSsoSignIn(
            app.ctx,
            {
              protocol: 'saml',
              reason: connection.reason,
              connectionId: connection.connectionId,
              details: { step: 'login', connection: request.params.connectionId },
            },
            meta,
          ),
        );
      const sp = samlServiceProvider(app.ctx.db, connection.connectionId, connection.config, connection.idp);
      // RelayState carries the deep link through the IdP; it is checked again when it comes back.
      return reply.redirect(
        await sp.getAuthorizeUrlAsync(safeReturnPath(request.query.return_to), undefined, {}),
      );
    },
  );

  app.post(samlPaths.acs, { schema: { tags, params: connectionParams } }, async (request, reply) => {
    const meta = requestMeta(request);
    const refuse = async (refusal: Parameters<typeof refuseSsoSignIn>[1]) =>
      reply.redirect(await refuseSsoSignIn(app.ctx, refusal, meta), 303);
    const connection = await usableSamlConnection(app.ctx.db, request.params.connectionId);
    if (!connection.ok)
      return refuse({
        protocol: 'saml',
        reason: connection.reason,
        connectionId: connection.connectionId,
        details: { step: 'acs', connection: request.params.connectionId },
      });
    const body = acsBody.safeParse(request.body);
    if (!body.success)
      return refuse({
        protocol: 'saml',
        reason: 'invalid_response',
        connectionId: connection.connectionId,
        details: { check: 'malformed' },
      });

    const result = await checkSamlResponse(
      app.ctx.db,
      connection.connectionId,
      connection.config,
      connection.idp,
      body.data.SAMLResponse,
    );
    if (!result.ok)
      return refuse({
        protocol: 'saml',
        reason: result.reason,
        connectionId: connection.connectionId,
        details: { check: result.check, error: result.message },
      });
    return reply.redirect(await completeSsoSignIn(app.ctx, result.identity, body.data.RelayState, meta), 303);
  });
};

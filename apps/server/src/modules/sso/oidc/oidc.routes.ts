import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_BASE, ssoPaths } from '@awarequest/contracts';
import { requestMeta } from '../../../lib/envelope.js';
import { clearCookie, readCookies, setCookie } from '../sso-cookies.js';
import { FLOW_COOKIE_PATH, FLOW_TTL_MS, flowCookieName, oidcRedirectUri, sealFlow } from './oidc-flow.js';
import {
  endOidcSession,
  END_SESSION_COOKIE,
  END_SESSION_MARKER,
  sealEndSession,
  END_SESSION_TTL_SECONDS,
} from './oidc-logout.js';
import { finishOidcSignIn, startOidcSignIn } from './oidc-sign-in.js';

const tags = ['sso'];
const returnToQuery = z.object({ return_to: z.string().max(2000).optional() });
/** The provider's answer: code and state, or error; other parameters (iss, session_state) pass through. */
const callbackQuery = z.looseObject({ state: z.string().max(2000).optional() });
const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

/**
 * OpenID Connect sign-in (docs/product.md §10): the start per connection, the one callback
 * every connection shares, and the sign-out at the provider. Each answers with a redirect.
 */
export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ssoPaths.oidcLogin,
    { schema: { tags, params: z.object({ connectionId: z.string().max(100) }), querystring: returnToQuery } },
    async (request, reply) => {
      const start = await startOidcSignIn(
        app.ctx,
        {
          connectionId: request.params.connectionId,
          returnTo: request.query.return_to,
          redirectUri: oidcRedirectUri(app.ctx, origin(request)),
        },
        requestMeta(request),
      );
      if (start.kind === 'provider')
        setCookie(request, reply, flowCookieName(start.flow.state), sealFlow(app.ctx, start.flow), {
          path: FLOW_COOKIE_PATH,
          maxAgeSeconds: FLOW_TTL_MS / 1000,
        });
      return reply.redirect(start.address, 302);
    },
  );

  app.get(ssoPaths.oidcCallback, { schema: { tags, querystring: callbackQuery } }, async (request, reply) => {
    const callbackUrl = new URL(oidcRedirectUri(app.ctx, origin(request)));
    callbackUrl.search = new URL(request.url, 'http://callback').search;
    const cookieName = flowCookieName(request.query.state ?? '');
    const finish = await finishOidcSignIn(
      app.ctx,
      { callbackUrl, sealedFlow: readCookies(request).get(cookieName) },
      requestMeta(request),
    );
    // A flow is used once: a replayed callback finds no cookie.
    clearCookie(request, reply, cookieName, FLOW_COOKIE_PATH);
    if (finish.endSession) {
      setCookie(request, reply, END_SESSION_COOKIE, sealEndSession(app.ctx, finish.endSession), {
        path: `${API_BASE}${ssoPaths.oidcLogout}`,
        maxAgeSeconds: END_SESSION_TTL_SECONDS,
      });
      setCookie(request, reply, END_SESSION_MARKER, '1', {
        path: '/',
        maxAgeSeconds: END_SESSION_TTL_SECONDS,
        isReadable: true,
      });
    }
    return reply.redirect(finish.address, 302);
  });

  app.get(ssoPaths.oidcLogout, { schema: { tags } }, async (request, reply) => {
    const address = await endOidcSession(
      app.ctx,
      { sealed: readCookies(request).get(END_SESSION_COOKIE), origin: origin(request) },
      requestMeta(request),
    );
    clearCookie(request, reply, END_SESSION_COOKIE, `${API_BASE}${ssoPaths.oidcLogout}`);
    setCookie(request, reply, END_SESSION_MARKER, '', { path: '/', maxAgeSeconds: 0, isReadable: true });
    return reply.redirect(address, 302);
  });
};

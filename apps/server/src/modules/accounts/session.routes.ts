import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResultSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  loginBodySchema,
  paths,
  ssoLoginBodySchema,
  userSchema,
} from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';
import { getMe, login, logout, ssoLogin } from './accounts.service.js';
import { signInMeta } from './sign-in-meta.js';

const tags = ['session'];
const security = [{ bearer: [] }];
const authAnswer = {
  200: envelopeSchema(authResultSchema),
  401: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};

/** Signing in and out: POST /login, POST /logout, POST /sso/login, GET /users/me. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(paths.login, { schema: { tags, body: loginBodySchema, response: authAnswer } }, async (request) =>
    success(request, await login(app.ctx, request.body, signInMeta(request)), 'LOGGED_IN'),
  );

  app.post(
    paths.logout,
    { preHandler: app.authenticate, schema: { tags, security, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      if (request.caller) await logout(app.ctx, request.caller);
      return success(request, null, 'LOGGED_OUT');
    },
  );

  app.post(
    paths.ssoLogin,
    { schema: { tags, body: ssoLoginBodySchema, response: authAnswer } },
    async (request) =>
      success(request, await ssoLogin(app.ctx, request.body.state, signInMeta(request)), 'LOGGED_IN'),
  );

  app.get(
    paths.me,
    {
      preHandler: app.authenticate,
      schema: { tags, security, response: { 200: envelopeSchema(userSchema) } },
    },
    async (request) => success(request, await getMe(app.ctx, request.caller!)),
  );
};

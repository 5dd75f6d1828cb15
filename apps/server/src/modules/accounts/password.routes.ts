import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResultSchema,
  completeInfoBodySchema,
  emailBodySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  paths,
  resetPasswordBodySchema,
  userIdParamsSchema,
} from '@awarequest/contracts';
import { requestMeta, success } from '../../lib/envelope.js';
import { requestLanguage } from '../../lib/language.js';
import { completeInfo, resetPassword } from './accounts.service.js';
import { sendCode } from './email-codes.service.js';

const tags = ['password'];
const failures = { 422: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** Forgotten passwords and first passwords of invited accounts. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    paths.forgetPassword,
    { schema: { tags, body: emailBodySchema, response: { 200: envelopeSchema(z.null()), ...failures } } },
    async (request) => {
      const { email } = request.body;
      await sendCode(app.ctx, {
        email,
        purpose: 'reset',
        ip: request.ip,
        language: requestLanguage(request),
      });
      return success(request, null, 'CODE_SENT');
    },
  );

  app.post(
    paths.resetPassword,
    {
      schema: {
        tags,
        body: resetPasswordBodySchema,
        response: { 200: envelopeSchema(z.null()), ...failures },
      },
    },
    async (request) => {
      await resetPassword(app.ctx, request.body, requestMeta(request));
      return success(request, null, 'PASSWORD_RESET');
    },
  );

  app.put(
    paths.completeInfo,
    {
      preHandler: app.identify,
      schema: {
        tags,
        description:
          "Sets the first password of an invited or SSO-created account: with the invitation `token`, or with that account's own Bearer token.",
        params: userIdParamsSchema,
        body: completeInfoBodySchema,
        response: { 200: envelopeSchema(authResultSchema), 403: errorEnvelopeSchema, ...failures },
      },
    },
    async (request) => {
      const result = await completeInfo(app.ctx, {
        id: request.params.id,
        body: request.body,
        caller: request.caller,
        meta: requestMeta(request),
      });
      return success(request, result, 'ACCOUNT_COMPLETED');
    },
  );
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResultSchema,
  emailBodySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  paths,
  registerBodySchema,
  verifyMailBodySchema,
} from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';
import { requestLanguage } from '../../lib/language.js';
import { register } from './accounts.service.js';
import { signInMeta } from './sign-in-meta.js';
import { checkCode, markVerified, sendCode } from './email-codes.service.js';

const tags = ['sign-up'];
const failures = { 422: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** Sign-up: mail a code, verify it, create the account (docs/product.md §7). */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    paths.sendEmailVerification,
    { schema: { tags, body: emailBodySchema, response: { 200: envelopeSchema(z.null()), ...failures } } },
    async (request) => {
      const { email } = request.body;
      await sendCode(app.ctx, {
        email,
        purpose: 'verify',
        ip: request.ip,
        language: requestLanguage(request),
      });
      return success(request, null, 'CODE_SENT');
    },
  );

  app.post(
    paths.verifyMail,
    {
      schema: {
        tags,
        description:
          'Checks a mailed code. `purpose: verify` (default) proves a sign-up address for POST /users; `purpose: reset` only checks a reset code, which POST /reset-password then uses.',
        body: verifyMailBodySchema,
        response: { 200: envelopeSchema(z.object({ verified: z.boolean() })), ...failures },
      },
    },
    async (request) => {
      const { email, code, purpose } = request.body;
      const codeId = await checkCode(app.ctx, { email, purpose, code, ip: request.ip });
      if (purpose === 'verify') await markVerified(app.ctx.db, codeId);
      return success(request, { verified: true }, purpose === 'verify' ? 'EMAIL_VERIFIED' : 'CODE_VALID');
    },
  );

  app.post(
    paths.users,
    {
      schema: {
        tags,
        body: registerBodySchema,
        response: { 201: envelopeSchema(authResultSchema), ...failures },
      },
    },
    async (request, reply) => {
      const result = await register(app.ctx, request.body, signInMeta(request));
      return reply.status(201).send(success(request, result, 'ACCOUNT_CREATED'));
    },
  );
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccountBodySchema, envelopeSchema, errorEnvelopeSchema, paths } from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';
import { deleteOwnAccount } from './account-deletion.service.js';

/** DELETE /users/me: the account, its child accounts, their sessions, photos and personal data. */
export const accountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    paths.me,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['session'],
        security: [{ bearer: [] }],
        body: deleteAccountBodySchema,
        response: { 200: envelopeSchema(z.null()), 401: errorEnvelopeSchema, 422: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await deleteOwnAccount(app.ctx, request.caller!.userId, request.body.password);
      return success(request, null, 'ACCOUNT_DELETED');
    },
  );
};

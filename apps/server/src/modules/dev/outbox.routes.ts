import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailSchema, envelopeSchema, optional, paths } from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';

const outboxSchema = z.array(
  z.object({ to: z.string(), subject: z.string(), text: z.string(), sentAt: z.string() }),
);

/**
 * The dev outbox: mail that would have been sent, for end-to-end tests and local sign-up.
 * Registered only when DEV_OUTBOX_API=true and no SMTP server is configured.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paths.devOutbox,
    {
      schema: {
        tags: ['dev'],
        querystring: z.object({ email: optional(emailSchema) }),
        response: { 200: envelopeSchema(outboxSchema) },
      },
    },
    (request) => success(request, app.ctx.mailer.outbox(request.query.email)),
  );
};

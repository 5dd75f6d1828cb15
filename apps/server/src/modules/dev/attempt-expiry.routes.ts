import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@awarequest/contracts';
import { attempts } from '../../db/schema.js';
import { success } from '../../lib/envelope.js';

/** The test-only route that ends an attempt's time, as `expireAttempt` does in the integration tests. */
const DEV_ATTEMPT_EXPIRY_PATH = '/dev/attempts/:id/expire';

/** How far into the past the deadline moves: well beyond any grace for answers in flight. */
const MINUTES_AGO = 5;

/**
 * Moves an attempt's deadline into the past, as if its time had run out minutes ago, so the
 * browser tests need not wait for a real minute. Registered only when DEV_CLOCK_API=true
 * (never by default: see attempt-expiry.int.test.ts).
 */
export const attemptExpiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    DEV_ATTEMPT_EXPIRY_PATH,
    {
      schema: {
        tags: ['dev'],
        params: z.object({ id: z.uuid() }),
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await app.ctx.db
        .update(attempts)
        .set({ expiresAt: new Date(Date.now() - MINUTES_AGO * 60_000) })
        .where(eq(attempts.id, request.params.id));
      return success(request, null);
    },
  );
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, paths } from '@awarequest/contracts';
import { AppError } from '../../lib/app-error.js';

const healthSchema = envelopeSchema(
  z.object({ ok: z.boolean(), database: z.enum(['pglite', 'postgres']).optional() }),
);

/** Liveness (the process answers) and readiness (the database answers too). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(paths.liveness, { schema: { tags: ['health'], response: { 200: healthSchema } } }, () => ({
    status: true as const,
    data: { ok: true },
  }));

  app.get(
    paths.readiness,
    { schema: { tags: ['health'], response: { 200: healthSchema } } },
    async (request) => {
      try {
        await app.ctx.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'readiness: database unreachable');
        throw new AppError('NOT_READY');
      }
      return { status: true as const, data: { ok: true, database: app.ctx.database.kind } };
    },
  );
};

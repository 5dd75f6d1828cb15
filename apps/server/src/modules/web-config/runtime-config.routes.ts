import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RUNTIME_CONFIG_PATH, runtimeConfigSchema } from '@awarequest/contracts';

/** The SPA's runtime configuration, from the environment, never cached by browsers. */
export const runtimeConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    RUNTIME_CONFIG_PATH,
    { schema: { tags: ['web'], response: { 200: runtimeConfigSchema } } },
    (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return app.ctx.config.web;
    },
  );
};

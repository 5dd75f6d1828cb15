import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_BASE, paths } from '@awarequest/contracts';

/** The OpenAPI document, generated from the contracts' zod schemas, and its docs page. */
export const openApiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'AwareQuest API',
        description:
          'Every answer is `{status, message?, data}`; every error `{status: false, code, message, errors?}`. ' +
          'Messages follow Accept-Language (en, ar).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE}${paths.docs}` });
});

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contentPackSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  importReportSchema,
  paths,
} from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';
import { requestLanguage } from '../../lib/language.js';
import { exportCategory, exportGame, importContent, type PackFile } from './content-transfer.service.js';
import { attachment, failures, security, tags } from './route-schemas.js';

/** A pack of a few categories with their games and questions; one category is about 100 KB. */
const PACK_MAX_BYTES = 5 * 1024 * 1024;

/** The downloaded file is the pack itself (no envelope), so it can be imported as it is. */
const packFile = {
  tags,
  security,
  params: idParamsSchema,
  response: { 200: contentPackSchema, ...failures },
};

/** JSON export of a category or a game, and import of a pack, in the content pack's format. */
export const contentTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const download = (file: PackFile) => ({
    'content-disposition': attachment(`${file.key}.json`),
  });

  app.get(paths.adminCategoryExport, { schema: packFile }, async (request, reply) => {
    const file = await exportCategory(app.ctx.db, request.params.id);
    return reply.headers(download(file)).send(file.pack);
  });
  app.get(paths.adminGameExport, { schema: packFile }, async (request, reply) => {
    const file = await exportGame(app.ctx.db, request.params.id);
    return reply.headers(download(file)).send(file.pack);
  });
  app.post(
    paths.adminContentImport,
    {
      bodyLimit: PACK_MAX_BYTES,
      schema: {
        tags,
        security,
        description: 'The body is a content pack; its rules are checked here, so a bad pack names each path.',
        body: z.unknown(),
        response: { 200: envelopeSchema(importReportSchema), ...failures, 413: errorEnvelopeSchema },
      },
    },
    async (request) =>
      success(request, await importContent(app.ctx.db, request.body, requestLanguage(request)), 'IMPORTED'),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  importReportSchema,
  paths,
  QUESTION_FILE_MAX_BYTES,
  questionsExportQuerySchema,
} from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';
import { requestLanguage } from '../../lib/language.js';
import { sendSheetFile, sheetFileAnswer } from '../../lib/spreadsheets/sheet-download.js';
import { exportQuestionFile, importQuestionFile } from './question-files.service.js';
import { failures, security, tags } from './route-schemas.js';

/** A game's questions as a CSV or Excel file: download, and upload to replace them. */
export const questionFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The file is the raw request body, whatever its declared type (the service checks the bytes).
  // This parser belongs to this plugin only; JSON stays JSON everywhere else.
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: QUESTION_FILE_MAX_BYTES },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.get(
    paths.adminGameQuestionsFile,
    {
      schema: {
        tags,
        security,
        description: 'Answers the file itself: text/csv (UTF-8 with a byte order mark) or .xlsx.',
        params: idParamsSchema,
        querystring: questionsExportQuerySchema,
        response: { 200: sheetFileAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const file = await exportQuestionFile(app.ctx.db, request.params.id, request.query.format);
      return sendSheetFile(reply, file);
    },
  );
  app.put(
    paths.adminGameQuestionsFile,
    {
      bodyLimit: QUESTION_FILE_MAX_BYTES,
      schema: {
        tags,
        security,
        description:
          'The body is the file: text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.',
        params: idParamsSchema,
        response: { 200: envelopeSchema(importReportSchema), ...failures, 413: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { db } = app.ctx;
      const language = requestLanguage(request);
      const contentType = request.headers['content-type'];
      return success(
        request,
        await importQuestionFile(db, request.params.id, request.body, contentType, language),
        'IMPORTED',
      );
    },
  );
};

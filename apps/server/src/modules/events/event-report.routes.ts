import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  eventReportExportQuerySchema,
  eventReportQuerySchema,
  eventReportSchema,
  idParamsSchema,
  paths,
} from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';
import { requestLanguage } from '../../lib/language.js';
import { sendSheetFile, sheetFileAnswer } from '../../lib/spreadsheets/sheet-download.js';
import { writeEventReportFile } from './event-report-files.js';
import { buildEventReport } from './event-report.service.js';

const tags = ['events'];
const security = [{ bearer: [] }];
const failures = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};

/** An event's progress report and its files (issue 24): admins only. */
export const eventReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const viewer = { isAdmin: true };

  app.get(
    paths.adminEventReport,
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        querystring: eventReportQuerySchema,
        response: { 200: envelopeSchema(eventReportSchema), ...failures },
      },
    },
    async (request) =>
      success(request, await buildEventReport(app.ctx.db, request.params.id, request.query, { viewer })),
  );

  app.get(
    paths.adminEventReportExport,
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        querystring: eventReportExportQuerySchema,
        response: { 200: sheetFileAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const { format, sheet, group_by } = request.query;
      const report = await buildEventReport(
        app.ctx.db,
        request.params.id,
        { group_by, page: 1, per_page: 1 },
        { viewer, isComplete: true },
      );
      const language = requestLanguage(request);
      return sendSheetFile(
        reply,
        await writeEventReportFile(report, { format, sheet, groupBy: group_by, language }),
      );
    },
  );
};

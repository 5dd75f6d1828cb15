import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  evidenceExportQuerySchema,
  evidenceQuerySchema,
  adminOverviewSchema,
  idParamsSchema,
  organisationReportSchema,
  paths,
  reportExportQuerySchema,
  reportPeoplePageSchema,
  reportPeopleQuerySchema,
  reportPersonSchema,
  reportQuerySchema,
  trainingEvidenceSchema,
} from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';
import { requestLanguage } from '../../lib/language.js';
import { sendSheetFile, sheetFileAnswer } from '../../lib/spreadsheets/sheet-download.js';
import { writeReportFile } from './report-files.js';
import { buildAdminOverview } from './overview.service.js';
import { evidenceTable, reportTable } from './report-tables.js';
import {
  buildOrganisationReport,
  EVIDENCE_FILE_MAX_ROWS,
  listReportPeople,
  reportPerson,
  trainingEvidence,
} from './reports.service.js';

const tags = ['reports'];
const security = [{ bearer: [] }];
const failures = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 422: errorEnvelopeSchema };

/** The admin's organisation reports: groups, people, one person, training evidence, files. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is for admins: one hook, so no route can forget it.
  app.addHook('onRequest', app.requireAdmin);
  const admin = { isAdmin: true };
  const organisation = () => app.ctx.config.web.appName;

  app.get(
    paths.adminOverview,
    { schema: { tags, security, response: { 200: envelopeSchema(adminOverviewSchema), ...failures } } },
    async (request) => success(request, await buildAdminOverview(app.ctx.db)),
  );
  app.get(
    paths.adminReports,
    {
      schema: {
        tags,
        security,
        querystring: reportQuerySchema,
        response: { 200: envelopeSchema(organisationReportSchema), ...failures },
      },
    },
    async (request) => success(request, await buildOrganisationReport(app.ctx.db, request.query, admin)),
  );
  app.get(
    paths.adminReportPeople,
    {
      schema: {
        tags,
        security,
        querystring: reportPeopleQuerySchema,
        response: { 200: envelopeSchema(reportPeoplePageSchema), ...failures },
      },
    },
    async (request) => success(request, await listReportPeople(app.ctx.db, request.query)),
  );
  app.get(
    paths.adminReportPerson,
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: envelopeSchema(reportPersonSchema), ...failures, 404: errorEnvelopeSchema },
      },
    },
    async (request) => success(request, await reportPerson(app.ctx.db, request.params.id)),
  );
  app.get(
    paths.adminReportEvidence,
    {
      schema: {
        tags,
        security,
        querystring: evidenceQuerySchema,
        response: { 200: envelopeSchema(trainingEvidenceSchema), ...failures },
      },
    },
    async (request) =>
      success(
        request,
        await trainingEvidence(app.ctx.db, { ...request.query, organisation: organisation() }),
      ),
  );

  app.get(
    paths.adminReportsExport,
    {
      schema: {
        tags,
        security,
        querystring: reportExportQuerySchema,
        response: { 200: sheetFileAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const language = requestLanguage(request);
      const report = await buildOrganisationReport(app.ctx.db, query, admin);
      const file = await writeReportFile(
        reportTable(report, language),
        format,
        `report-${query.dimension}-${report.to}`,
        language,
      );
      return sendSheetFile(reply, file);
    },
  );
  app.get(
    paths.adminReportEvidenceExport,
    {
      schema: {
        tags,
        security,
        querystring: evidenceExportQuerySchema,
        response: { 200: sheetFileAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const language = requestLanguage(request);
      const evidence = await trainingEvidence(
        app.ctx.db,
        { ...query, organisation: organisation() },
        EVIDENCE_FILE_MAX_ROWS,
      );
      const file = await writeReportFile(
        evidenceTable(evidence, language),
        format,
        `training-evidence-${evidence.from}-${evidence.to}`,
        language,
      );
      return sendSheetFile(reply, file);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditExportQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  companyAdminPaths,
  envelopeSchema,
  errorEnvelopeSchema,
} from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';
import { requestLanguage } from '../../lib/language.js';
import { sendSheetFile, sheetFileAnswer } from '../../lib/spreadsheets/sheet-download.js';
import { writeSheetFile } from '../../lib/spreadsheets/sheet-file.js';
import { AUDIT_EXPORT_MAX_ROWS, auditRows } from './audit-export.js';
import { listAuditEntries } from './audit-log.repository.js';

const tags = ['audit'];
const security = [{ bearer: [] }];
const failures = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 422: errorEnvelopeSchema };

/** The admin's audit log (issue 27, /admin/audit): pages of entries and a CSV export. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    companyAdminPaths.audit,
    {
      schema: {
        tags,
        security,
        querystring: auditQuerySchema,
        response: { 200: envelopeSchema(auditPageSchema), ...failures },
      },
    },
    async (request) => {
      const { page, per_page, ...filter } = request.query;
      const { items, total } = await listAuditEntries(app.ctx.db, filter, {
        limit: per_page,
        offset: (page - 1) * per_page,
      });
      return success(request, { items, total, page, per_page });
    },
  );

  app.get(
    companyAdminPaths.auditExport,
    {
      schema: {
        tags,
        security,
        querystring: auditExportQuerySchema,
        response: { 200: sheetFileAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const { items } = await listAuditEntries(app.ctx.db, request.query, {
        limit: AUDIT_EXPORT_MAX_ROWS,
        offset: 0,
      });
      const day = new Date().toISOString().slice(0, 10);
      const file = await writeSheetFile(
        auditRows(items, requestLanguage(request)),
        'csv',
        `audit-log-${day}`,
        {
          sheetName: 'Audit log',
          columnWidth: 20,
        },
      );
      return sendSheetFile(reply, file);
    },
  );
};

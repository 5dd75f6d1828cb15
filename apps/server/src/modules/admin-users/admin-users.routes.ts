import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  adminUserPageSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  inviteUserBodySchema,
  paths,
  USER_FILE_MAX_BYTES,
  userActiveBodySchema,
  userIdParamsSchema,
  userImportReportSchema,
} from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';
import { requestLanguage } from '../../lib/language.js';
import {
  deleteUserAsAdmin,
  inviteUser,
  listAdminUsers,
  resendInvitation,
  setUserActive,
  type MailContext,
} from './admin-users.service.js';
import { importUsers } from './user-import.service.js';

const tags = ['admin-users'];
const security = [{ bearer: [] }];
const failures = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};
const userAnswer = envelopeSchema(adminUserSchema);
const nothing = envelopeSchema(z.null());

const mailContext = (request: FastifyRequest): MailContext => ({
  origin: `${request.protocol}://${request.host}`,
  language: requestLanguage(request),
});

/** The admin's users screen (issue 7): list, search, invite, deactivate, delete, import. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  // On request, before the body is read: a caller who is not an admin gets 401/403 without the
  // server buffering or parsing an upload of up to 5 MB (the import's file).
  app.addHook('onRequest', app.requireAdmin);
  // The import's file is the raw request body (as the question files are); JSON stays JSON.
  app.addContentTypeParser(
    [
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/octet-stream',
    ],
    { parseAs: 'buffer', bodyLimit: USER_FILE_MAX_BYTES },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.get(
    paths.adminUsers,
    {
      schema: {
        tags,
        security,
        querystring: adminUsersQuerySchema,
        response: { 200: envelopeSchema(adminUserPageSchema), ...failures },
      },
    },
    async (request) => success(request, await listAdminUsers(app.ctx, request.query)),
  );

  app.post(
    paths.adminUsers,
    {
      schema: { tags, security, body: inviteUserBodySchema, response: { 201: userAnswer, ...failures } },
    },
    async (request, reply) => {
      const user = await inviteUser(app.ctx, request.body, mailContext(request));
      return reply.status(201).send(success(request, user, 'USER_INVITED'));
    },
  );

  app.post(
    paths.adminUserInvite,
    {
      schema: { tags, security, params: userIdParamsSchema, response: { 200: nothing, ...failures } },
    },
    async (request) => {
      await resendInvitation(app.ctx, request.params.id, mailContext(request));
      return success(request, null, 'USER_INVITED');
    },
  );

  app.put(
    paths.adminUserStatus,
    {
      schema: {
        tags,
        security,
        params: userIdParamsSchema,
        body: userActiveBodySchema,
        response: { 200: userAnswer, ...failures },
      },
    },
    async (request) => {
      const { is_active: isActive } = request.body;
      const user = await setUserActive(app.ctx, request.caller!, request.params.id, isActive);
      return success(request, user, isActive ? 'USER_REACTIVATED' : 'USER_DEACTIVATED');
    },
  );

  app.delete(
    paths.adminUser,
    {
      schema: { tags, security, params: userIdParamsSchema, response: { 200: nothing, ...failures } },
    },
    async (request) => {
      await deleteUserAsAdmin(app.ctx, request.caller!, request.params.id);
      return success(request, null, 'DELETED');
    },
  );

  app.post(
    paths.adminUsersImport,
    {
      bodyLimit: USER_FILE_MAX_BYTES,
      schema: {
        tags,
        security,
        description:
          'The body is the file: text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet. Each created account is mailed its invitation.',
        response: { 200: envelopeSchema(userImportReportSchema), ...failures, 413: errorEnvelopeSchema },
      },
    },
    async (request) =>
      success(
        request,
        await importUsers(app.ctx, request.body, request.headers['content-type'], mailContext(request)),
        'IMPORTED',
      ),
  );
};

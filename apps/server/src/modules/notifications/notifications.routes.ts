import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  paths,
  unreadCountSchema,
} from '@awarequest/contracts';
import { AppError } from '../../lib/app-error.js';
import { success } from '../../lib/envelope.js';
import { listNotifications, readAllNotifications, readNotification } from './notifications.service.js';

const tags = ['notifications'];
const security = [{ bearer: [] }];
const failures = {
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
};
const unreadAnswer = envelopeSchema(unreadCountSchema);

/** The caller's notifications: a page newest first with the unread count; mark one or all read. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const callerId = (request: { caller: { userId: string } | null }) => {
    if (!request.caller) throw new AppError('UNAUTHORIZED');
    return request.caller.userId;
  };

  app.get(
    paths.notifications,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        querystring: notificationsQuerySchema,
        response: { 200: envelopeSchema(notificationsPageSchema), ...failures },
      },
    },
    async (request) =>
      success(request, await listNotifications(app.ctx.db, callerId(request), request.query)),
  );

  app.put(
    paths.notificationsReadAll,
    {
      preHandler: app.authenticate,
      schema: { tags, security, response: { 200: unreadAnswer, ...failures } },
    },
    async (request) => success(request, await readAllNotifications(app.ctx.db, callerId(request))),
  );

  app.put(
    paths.notificationRead,
    {
      preHandler: app.authenticate,
      schema: { tags, security, params: idParamsSchema, response: { 200: unreadAnswer, ...failures } },
    },
    async (request) =>
      success(request, await readNotification(app.ctx.db, callerId(request), request.params.id)),
  );
};

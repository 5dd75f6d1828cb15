import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  calendarFeedCreatedSchema,
  calendarFeedParamsSchema,
  calendarFeedStatusSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  eventIdParamsSchema,
  paths,
} from '@awarequest/contracts';
import type { Caller } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { success } from '../../lib/envelope.js';
import { requestLanguage } from '../../lib/language.js';
import {
  baseUrlOf,
  createCalendarFeed,
  downloadEventCalendar,
  getCalendarFeedStatus,
  readCalendarFeed,
  revokeCalendarFeed,
} from './calendar.js';

const tags = ['events'];
const security = [{ bearer: [] }];
const failures = { 401: errorEnvelopeSchema, 422: errorEnvelopeSchema };
const calendarFile = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .describe('An RFC 5545 calendar (text/calendar)');

function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw new AppError('UNAUTHORIZED');
  return request.caller;
}

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

function sendCalendar(reply: FastifyReply, body: string, disposition: string) {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', disposition)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(body, 'utf8'));
}

/** One event as an .ics download, and each person's secret calendar feed (docs/product.md §2 /events). */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.ctx;

  app.get(
    paths.eventCalendar,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params: eventIdParamsSchema,
        response: { 200: calendarFile, 404: errorEnvelopeSchema, ...failures },
      },
    },
    async (request, reply) => {
      const ics = await downloadEventCalendar(
        deps,
        callerOf(request),
        request.params.id,
        requestLanguage(request),
        baseUrlOf(deps, originOf(request)),
      );
      return sendCalendar(reply, ics, `attachment; filename="event-${request.params.id}.ics"`);
    },
  );

  app.get(
    paths.myCalendarFeed,
    {
      preHandler: app.authenticate,
      schema: { tags, security, response: { 200: envelopeSchema(calendarFeedStatusSchema), ...failures } },
    },
    async (request) => success(request, await getCalendarFeedStatus(deps, callerOf(request).userId)),
  );

  app.post(
    paths.myCalendarFeed,
    {
      preHandler: app.authenticate,
      schema: { tags, security, response: { 201: envelopeSchema(calendarFeedCreatedSchema), ...failures } },
    },
    async (request, reply) => {
      const created = await createCalendarFeed(
        deps,
        callerOf(request).userId,
        baseUrlOf(deps, originOf(request)),
      );
      return reply.code(201).send(success(request, created));
    },
  );

  app.delete(
    paths.myCalendarFeed,
    {
      preHandler: app.authenticate,
      schema: { tags, security, response: { 200: envelopeSchema(calendarFeedStatusSchema), ...failures } },
    },
    async (request) => success(request, await revokeCalendarFeed(deps, callerOf(request).userId), 'DELETED'),
  );

  // Public: calendar apps cannot send a Bearer token; the secret token in the address is the credential.
  app.get(
    paths.calendarFeed,
    {
      schema: {
        tags,
        params: calendarFeedParamsSchema,
        response: {
          200: calendarFile,
          404: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const ics = await readCalendarFeed(deps, {
        token: request.params.token,
        ip: request.ip,
        baseUrl: baseUrlOf(deps, originOf(request)),
      });
      return sendCalendar(reply, ics, 'inline; filename="awarequest.ics"');
    },
  );
};

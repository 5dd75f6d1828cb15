import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  eventChildParamsSchema,
  eventChildrenSchema,
  eventIdParamsSchema,
  paths,
} from '@awarequest/contracts';
import type { Caller } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { success } from '../../lib/envelope.js';
import { enrolChild, listEventChildren, withdrawChild } from './child-enrolments.service.js';

const tags = ['events'];
const security = [{ bearer: [] }];
const failures = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
};

function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw new AppError('UNAUTHORIZED');
  return request.caller;
}

/** A parent enrols their child accounts in an event of their audience (issue 24). */
export const childEnrolmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paths.eventChildren,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        description: "The caller's child accounts, each with whether it is enrolled in the event.",
        params: eventIdParamsSchema,
        response: { 200: envelopeSchema(eventChildrenSchema), ...failures },
      },
    },
    async (request) =>
      success(request, await listEventChildren(app.ctx.db, callerOf(request), request.params.id)),
  );

  app.put(
    paths.eventChild,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        description:
          "Enrols one of the caller's child accounts in the event (again: no change). " +
          'Another account: 403; an ended event: 409.',
        params: eventChildParamsSchema,
        response: { 200: envelopeSchema(eventChildrenSchema), ...failures },
      },
    },
    async (request) =>
      success(
        request,
        await enrolChild(app.ctx.db, callerOf(request), {
          eventId: request.params.id,
          childId: request.params.childId,
        }),
      ),
  );

  app.delete(
    paths.eventChild,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        description: "Withdraws one of the caller's child accounts from the event.",
        params: eventChildParamsSchema,
        response: { 200: envelopeSchema(eventChildrenSchema), ...failures },
      },
    },
    async (request) =>
      success(
        request,
        await withdrawChild(app.ctx.db, callerOf(request), {
          eventId: request.params.id,
          childId: request.params.childId,
        }),
      ),
  );
};

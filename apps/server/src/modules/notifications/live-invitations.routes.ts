import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  inviteBodySchema,
  invitedSchema,
  inviteeSchema,
  inviteeSearchQuerySchema,
  paths,
  pinParamsSchema,
} from '@awarequest/contracts';
import { z } from 'zod';
import type { Caller } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { success } from '../../lib/envelope.js';
import { inviteToSession, searchInvitees, type InvitationsDeps } from './live-invitations.service.js';

const tags = ['live'];
const security = [{ bearer: [] }];
const failures = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
};

function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw new AppError('UNAUTHORIZED');
  return request.caller;
}

/** The host of a live session finds signed-in people and invites them (a notification with the PIN). */
export const liveInvitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): InvitationsDeps => ({
    db: app.ctx.db,
    store: app.live.store,
    events: app.ctx.events,
    rateLimits: app.ctx.rateLimits,
  });

  app.get(
    paths.liveSessionInvitees,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        description:
          'People to invite, by name or username (admins: also by email): admins see every account, other hosts their own child accounts and the people sharing their company, group or a department, without emails; child accounts cannot search. Throttled per account.',
        params: pinParamsSchema,
        querystring: inviteeSearchQuerySchema,
        response: { 200: envelopeSchema(z.array(inviteeSchema)), ...failures },
      },
    },
    async (request) =>
      success(request, await searchInvitees(deps(), callerOf(request), request.params.pin, request.query.q)),
  );

  app.post(
    paths.liveSessionInvitations,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params: pinParamsSchema,
        body: inviteBodySchema,
        response: { 200: envelopeSchema(invitedSchema), ...failures },
      },
    },
    async (request) =>
      success(
        request,
        await inviteToSession(deps(), callerOf(request), request.params.pin, request.body.user_ids),
        'USER_INVITED',
      ),
  );
};

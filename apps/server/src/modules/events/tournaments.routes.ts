import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  eventIdParamsSchema,
  eventRegistrationSchema,
  eventSessionHostSchema,
  eventSessionParamsSchema,
  paths,
} from '@awarequest/contracts';
import type { Caller } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { success } from '../../lib/envelope.js';
import {
  hostTournamentSession,
  registerForTournament,
  unregisterFromTournament,
  type TournamentsDeps,
} from './tournaments.service.js';

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

/** Live tournaments: register for one, and open a session's lobby as its host. */
export const tournamentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): TournamentsDeps => ({
    db: app.ctx.db,
    events: app.ctx.events,
    live: {
      db: app.ctx.db,
      store: app.live.store,
      seals: app.live.seals,
      secret: app.ctx.secret,
      clock: app.live.clock,
      log: app.log,
    },
    now: () => app.jobs.now(),
  });

  app.post(
    paths.eventRegistration,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        description:
          'Registers the caller for a scheduled or running live tournament of their audience. ' +
          'Once a lobby is open, its session carries the PIN.',
        params: eventIdParamsSchema,
        response: { 200: envelopeSchema(eventRegistrationSchema), ...failures },
      },
    },
    async (request) =>
      success(request, await registerForTournament(deps(), callerOf(request), request.params.id)),
  );

  app.delete(
    paths.eventRegistration,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        description: "Withdraws the caller's registration for a live tournament.",
        params: eventIdParamsSchema,
        response: { 200: envelopeSchema(eventRegistrationSchema), ...failures },
      },
    },
    async (request) =>
      success(request, await unregisterFromTournament(deps(), callerOf(request), request.params.id)),
  );

  app.post(
    paths.eventSessionHost,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        description:
          "The session's host (or an admin) takes the host's seat: opens the lobby if it is not open yet " +
          'and answers its PIN and host key. Anyone else: 403.',
        params: eventSessionParamsSchema,
        response: { 200: envelopeSchema(eventSessionHostSchema), ...failures },
      },
    },
    async (request) =>
      success(
        request,
        await hostTournamentSession(deps(), callerOf(request), {
          eventId: request.params.id,
          sessionId: request.params.sessionId,
        }),
      ),
  );
};

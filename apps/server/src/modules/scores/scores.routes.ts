import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  leaderboardOptOutBodySchema,
  leaderboardOptOutSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  paths,
} from '@awarequest/contracts';
import type { Caller } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { success } from '../../lib/envelope.js';
import { getDashboard } from './dashboard.service.js';
import { getLeaderboard, setLeaderboardAnonymous } from './leaderboard.service.js';

const tags = ['scores'];
const security = [{ bearer: [] }];
const failures = { 401: errorEnvelopeSchema, 422: errorEnvelopeSchema };

function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw new AppError('UNAUTHORIZED');
  return request.caller;
}

/** The player's dashboard, the points leaderboard and its opt-out. */
export const scoresRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.ctx.db, events: app.ctx.events };
  const preHandler = app.authenticate;

  app.get(
    paths.dashboard,
    {
      preHandler,
      schema: { tags, security, response: { 200: envelopeSchema(dashboardSchema), ...failures } },
    },
    async (request) => success(request, await getDashboard(deps, callerOf(request).userId)),
  );

  app.get(
    paths.leaderboard,
    {
      preHandler,
      schema: {
        tags,
        security,
        querystring: leaderboardQuerySchema,
        response: { 200: envelopeSchema(leaderboardSchema), ...failures },
      },
    },
    async (request) =>
      success(request, await getLeaderboard(app.ctx.db, callerOf(request).userId, request.query)),
  );

  app.put(
    paths.leaderboardOptOut,
    {
      preHandler,
      schema: {
        tags,
        security,
        body: leaderboardOptOutBodySchema,
        response: { 200: envelopeSchema(leaderboardOptOutSchema), ...failures },
      },
    },
    async (request) =>
      success(
        request,
        await setLeaderboardAnonymous(app.ctx.db, callerOf(request).userId, request.body.anonymous),
        'SAVED',
      ),
  );
};

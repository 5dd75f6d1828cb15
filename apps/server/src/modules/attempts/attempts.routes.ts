import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerBodySchema,
  answerResultSchema,
  attemptResultSchema,
  attemptSchema,
  attemptsQuerySchema,
  attemptSummarySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  gameReportBodySchema,
  idParamsSchema,
  pageSchema,
  paths,
  startAttemptBodySchema,
} from '@awarequest/contracts';
import type { Caller } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { success } from '../../lib/envelope.js';
import type { AttemptsDeps } from './attempt-lifecycle.js';
import { answerQuestion, finishAttempt, reportResult } from './attempt-play.service.js';
import { getAttempt, listAttempts, startAttempt } from './attempts.service.js';
import { createGameTokens } from './game-token.js';

const tags = ['attempts'];
const security = [{ bearer: [] }];
const failures = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};
const attemptAnswer = envelopeSchema(attemptSchema);
const resultAnswer = envelopeSchema(attemptResultSchema);
const params = idParamsSchema;

function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw new AppError('UNAUTHORIZED');
  return request.caller;
}

/** Self-paced play: start or resume, answer, finish, embedded games' reports, history. */
export const attemptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AttemptsDeps = {
    db: app.ctx.db,
    tokens: createGameTokens(app.ctx.secret),
    seals: app.questionSeals,
    events: app.ctx.events,
  };
  const preHandler = app.authenticate;

  app.post(
    paths.gameAttempts,
    {
      preHandler,
      // The body may be left out: the game's home category is then chosen.
      schema: {
        tags,
        security,
        params,
        body: startAttemptBodySchema.nullish(),
        response: { 200: attemptAnswer, 201: attemptAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const started = await startAttempt(
        deps,
        callerOf(request),
        request.params.id,
        request.body ?? undefined,
      );
      return reply.code(started.isNew ? 201 : 200).send(success(request, started.attempt));
    },
  );

  app.get(
    paths.attempts,
    {
      preHandler,
      schema: {
        tags,
        security,
        querystring: attemptsQuerySchema,
        response: { 200: envelopeSchema(pageSchema(attemptSummarySchema)), ...failures },
      },
    },
    async (request) => success(request, await listAttempts(deps, callerOf(request), request.query)),
  );

  app.get(
    paths.attempt,
    { preHandler, schema: { tags, security, params, response: { 200: attemptAnswer, ...failures } } },
    async (request) => success(request, await getAttempt(deps, callerOf(request), request.params.id)),
  );

  app.post(
    paths.attemptAnswers,
    {
      preHandler,
      schema: {
        tags,
        security,
        params,
        body: answerBodySchema,
        response: { 200: envelopeSchema(answerResultSchema), ...failures },
      },
    },
    async (request) =>
      success(request, await answerQuestion(deps, callerOf(request), request.params.id, request.body)),
  );

  app.post(
    paths.attemptFinish,
    { preHandler, schema: { tags, security, params, response: { 200: resultAnswer, ...failures } } },
    async (request) => success(request, await finishAttempt(deps, callerOf(request), request.params.id)),
  );

  app.post(
    paths.attemptReport,
    {
      preHandler,
      schema: {
        tags,
        security,
        params,
        body: gameReportBodySchema,
        response: { 200: resultAnswer, ...failures },
      },
    },
    async (request) =>
      success(request, await reportResult(deps, callerOf(request), request.params.id, request.body)),
  );
};

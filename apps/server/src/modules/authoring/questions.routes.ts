import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminQuestionSchema,
  envelopeSchema,
  gameQuestionStatsSchema,
  idParamsSchema,
  paths,
  questionSchema,
  reorderBodySchema,
} from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';
import { getGameQuestionStats } from './question-stats.service.js';
import { createQuestion, deleteQuestion, reorderQuestions, updateQuestion } from './questions.service.js';
import { deletedAnswer, failures, security, tags } from './route-schemas.js';

const questionAnswer = envelopeSchema(adminQuestionSchema);
const listAnswer = envelopeSchema(z.array(adminQuestionSchema));

/** The questions of a game, one by one: add, edit, delete, reorder; and how they are answered. */
export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paths.adminGameQuestionStats,
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: envelopeSchema(gameQuestionStatsSchema), ...failures },
      },
    },
    async (request) => success(request, await getGameQuestionStats(app.ctx.db, request.params.id)),
  );
  app.post(
    paths.adminGameQuestions,
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: questionSchema,
        response: { 201: questionAnswer, ...failures },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(success(request, await createQuestion(app.ctx.db, request.params.id, request.body), 'SAVED')),
  );
  app.put(
    paths.adminGameQuestionsOrder,
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: reorderBodySchema,
        response: { 200: listAnswer, ...failures },
      },
    },
    async (request) =>
      success(request, await reorderQuestions(app.ctx.db, request.params.id, request.body.ids), 'SAVED'),
  );
  app.put(
    paths.adminQuestion,
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: questionSchema,
        response: { 200: questionAnswer, ...failures },
      },
    },
    async (request) =>
      success(request, await updateQuestion(app.ctx.db, request.params.id, request.body), 'SAVED'),
  );
  app.delete(
    paths.adminQuestion,
    { schema: { tags, security, params: idParamsSchema, response: { 200: deletedAnswer, ...failures } } },
    async (request) => {
      await deleteQuestion(app.ctx.db, request.params.id);
      return success(request, null, 'DELETED');
    },
  );
};

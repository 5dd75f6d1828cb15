import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResultSchema,
  childSchema,
  createChildBodySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  paths,
  updateChildBodySchema,
  userIdParamsSchema,
} from '@awarequest/contracts';
import { requestMeta, success } from '../../lib/envelope.js';
import { childSession, createChild, listChildren, removeChild, updateChild } from './children.service.js';

const tags = ['children'];
const security = [{ bearer: [] }];
const failures = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};
const childAnswer = envelopeSchema(childSchema);

/** A family or team account's child accounts (issue 7): CRUD, progress, and playing as a child. */
export const childrenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paths.children,
    {
      preHandler: app.authenticate,
      schema: { tags, security, response: { 200: envelopeSchema(z.array(childSchema)), ...failures } },
    },
    async (request) => success(request, await listChildren(app.ctx, request.caller!)),
  );

  app.post(
    paths.children,
    {
      preHandler: app.authenticate,
      schema: { tags, security, body: createChildBodySchema, response: { 201: childAnswer, ...failures } },
    },
    async (request, reply) => {
      const child = await createChild(app.ctx, request.caller!, request.body);
      return reply.status(201).send(success(request, child, 'CHILD_CREATED'));
    },
  );

  app.put(
    paths.child,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params: userIdParamsSchema,
        body: updateChildBodySchema,
        response: { 200: childAnswer, ...failures },
      },
    },
    async (request) =>
      success(
        request,
        await updateChild(app.ctx, request.caller!, request.params.id, request.body),
        'CHILD_UPDATED',
      ),
  );

  app.delete(
    paths.child,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params: userIdParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...failures },
      },
    },
    async (request) => {
      await removeChild(app.ctx, request.caller!, request.params.id);
      return success(request, null, 'CHILD_REMOVED');
    },
  );

  app.post(
    paths.childSession,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        description:
          "A session of the child, for its parent to play as it; the parent's own token stays valid.",
        params: userIdParamsSchema,
        response: { 200: envelopeSchema(authResultSchema), ...failures },
      },
    },
    async (request) =>
      success(
        request,
        await childSession(app.ctx, request.caller!, request.params.id, requestMeta(request)),
        'SWITCHED_TO_CHILD',
      ),
  );
};

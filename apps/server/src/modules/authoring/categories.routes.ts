import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategorySchema,
  categorySchema,
  envelopeSchema,
  idParamsSchema,
  paths,
  reorderBodySchema,
} from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';
import {
  createCategory,
  deleteCategory,
  listAdminCategories,
  reorderCategories,
  updateCategory,
} from './categories.service.js';
import { deletedAnswer, failures, security, tags } from './route-schemas.js';

const categoryAnswer = envelopeSchema(adminCategorySchema);
const listAnswer = envelopeSchema(z.array(adminCategorySchema));

/** The admin's categories: list, create, edit, delete, reorder. */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paths.adminCategories,
    { schema: { tags, security, response: { 200: listAnswer, ...failures } } },
    async (request) => success(request, await listAdminCategories(app.ctx.db)),
  );
  app.post(
    paths.adminCategories,
    { schema: { tags, security, body: categorySchema, response: { 201: categoryAnswer, ...failures } } },
    async (request, reply) =>
      reply.status(201).send(success(request, await createCategory(app.ctx.db, request.body), 'SAVED')),
  );
  app.put(
    paths.adminCategoriesOrder,
    { schema: { tags, security, body: reorderBodySchema, response: { 200: listAnswer, ...failures } } },
    async (request) => success(request, await reorderCategories(app.ctx.db, request.body.ids), 'SAVED'),
  );
  app.put(
    paths.adminCategory,
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: categorySchema,
        response: { 200: categoryAnswer, ...failures },
      },
    },
    async (request) =>
      success(request, await updateCategory(app.ctx.db, request.params.id, request.body), 'SAVED'),
  );
  app.delete(
    paths.adminCategory,
    { schema: { tags, security, params: idParamsSchema, response: { 200: deletedAnswer, ...failures } } },
    async (request) => {
      await deleteCategory(app.ctx.db, request.params.id);
      return success(request, null, 'DELETED');
    },
  );
};

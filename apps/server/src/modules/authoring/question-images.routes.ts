import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, paths, questionImageSchema } from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';
import { readPhotoUpload } from '../profile/public.js';
import { uploadQuestionImage } from './question-image.js';
import { failures, security, tags } from './route-schemas.js';

/** A picture for a question or a choice: uploaded, re-encoded, kept; its address goes into `image`. */
export const questionImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart parsing belongs to this plugin only, as in the profile's photo upload.
  await app.register(multipart);
  app.post(
    paths.adminImages,
    {
      schema: {
        tags,
        security,
        description:
          'multipart/form-data with one file field `photo`: JPEG, PNG or WebP up to 5 MB, re-encoded as WebP. ' +
          'The answer gives the address for a question’s or a choice’s `image` (alt text in both languages is then required).',
        response: { 201: envelopeSchema(questionImageSchema), ...failures },
      },
    },
    async (request, reply) => {
      const bytes = await readPhotoUpload(request);
      return reply.status(201).send(success(request, await uploadQuestionImage(app.ctx, bytes)));
    },
  );
};

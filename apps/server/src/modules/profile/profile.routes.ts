import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  paths,
  updateProfileBodySchema,
  userSchema,
} from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';
import { AppError } from '../../lib/app-error.js';
import { readPhoto } from '../../lib/photo-store/photo-files.js';
import { readPhotoUpload } from './photo-upload.js';
import { removeProfilePhoto, setProfilePhoto, updateProfile } from './profile.service.js';

const tags = ['profile'];
const security = [{ bearer: [] }];
const userAnswer = {
  200: envelopeSchema(userSchema),
  401: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};
const photoFile = z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('The photo (image/webp)');

/** The signed-in user's own profile: PUT /users/me, the photo, and serving photos. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);

  app.put(
    paths.me,
    {
      preHandler: app.authenticate,
      schema: { tags, security, body: updateProfileBodySchema, response: userAnswer },
    },
    async (request) =>
      success(request, await updateProfile(app.ctx, request.caller!, request.body), 'PROFILE_UPDATED'),
  );

  app.post(
    paths.mePhoto,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        description: 'multipart/form-data with one file field `photo`: JPEG, PNG or WebP up to 5 MB.',
        response: userAnswer,
      },
    },
    async (request) => {
      const bytes = await readPhotoUpload(request);
      return success(request, await setProfilePhoto(app.ctx, request.caller!, bytes), 'PHOTO_UPDATED');
    },
  );

  app.delete(
    paths.mePhoto,
    { preHandler: app.authenticate, schema: { tags, security, response: userAnswer } },
    async (request) => success(request, await removeProfilePhoto(app.ctx, request.caller!), 'PHOTO_REMOVED'),
  );

  // Public: an <img> cannot send the Bearer token. The names are random and change with every
  // upload, so a photo is cached for good and cannot be guessed.
  app.get(
    paths.photo,
    {
      schema: {
        tags,
        params: z.object({ file: z.string() }),
        response: { 200: photoFile, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const photo = await readPhoto(app.ctx.photos, request.params.file);
      if (!photo) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(photo);
    },
  );
};

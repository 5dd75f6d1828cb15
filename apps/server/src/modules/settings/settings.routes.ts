import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authSettingsSchema,
  authSettingsUpdateSchema,
  classificationLabelsSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  paths,
  themeSettingsSchema,
  themeUpdateSchema,
} from '@awarequest/contracts';
import { success } from '../../lib/envelope.js';
import { ssoSignInSettings } from '../sso/public.js';
import {
  getAuthSettings,
  getClassificationLabels,
  getTheme,
  updateAuthSettings,
  updateClassificationLabels,
  updateTheme,
} from './settings.service.js';

const tags = ['settings'];
const security = [{ bearer: [] }];
const adminFailures = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 422: errorEnvelopeSchema };
const themeAnswer = envelopeSchema(themeSettingsSchema);
const authAnswer = envelopeSchema(authSettingsSchema);
const labelsAnswer = envelopeSchema(classificationLabelsSchema);

/** The provider's theme and sign-in settings: public to read, admins to change. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(paths.theme, { schema: { tags, response: { 200: themeAnswer } } }, async (request) =>
    success(request, await getTheme(app.ctx.db)),
  );
  app.put(
    paths.theme,
    {
      preHandler: app.requireAdmin,
      schema: { tags, security, body: themeUpdateSchema, response: { 200: themeAnswer, ...adminFailures } },
    },
    async (request) => success(request, await updateTheme(app.ctx.db, request.body), 'SETTINGS_SAVED'),
  );

  // The client tries each of these paths in turn (docs/product.md §7); all answer the same.
  for (const path of paths.authSettings) {
    app.get(path, { schema: { tags, response: { 200: authAnswer } } }, async (request) => {
      const stored = await getAuthSettings(app.ctx.db);
      // Without an address set by hand, the button leads to company sign-in once a connection exists.
      const companySignIn = stored.sso_login_url ? undefined : await ssoSignInSettings(app.ctx);
      return success(request, { ...stored, ...companySignIn });
    });
  }
  app.put(
    paths.authSettings[0],
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        body: authSettingsUpdateSchema,
        response: { 200: authAnswer, ...adminFailures },
      },
    },
    async (request) => success(request, await updateAuthSettings(app.ctx.db, request.body), 'SETTINGS_SAVED'),
  );

  // The names of the organisation's classification levels, filled into the content it serves.
  app.get(
    paths.classificationLabels,
    { schema: { tags, response: { 200: labelsAnswer } } },
    async (request) => success(request, await getClassificationLabels(app.ctx.db)),
  );
  app.put(
    paths.classificationLabels,
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        body: classificationLabelsSchema,
        response: { 200: labelsAnswer, ...adminFailures },
      },
    },
    async (request) =>
      success(request, await updateClassificationLabels(app.ctx.db, request.body), 'SETTINGS_SAVED'),
  );
};

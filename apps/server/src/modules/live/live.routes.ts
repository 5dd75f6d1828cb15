import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HOST_KEY_HEADER,
  createSessionBodySchema,
  createdSessionSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  paths,
  pinParamsSchema,
  resultsExportQuerySchema,
  sessionSummarySchema,
} from '@awarequest/contracts';
import { AppError } from '../../lib/app-error.js';
import { success } from '../../lib/envelope.js';
import { requestLanguage } from '../../lib/language.js';
import { sendSheetFile, sheetFileAnswer } from '../../lib/spreadsheets/sheet-download.js';
import { exportResults } from './live-results.js';
import { createLiveSession, sessionSummary } from './live.service.js';
import { createPinLookups } from './pin-lookups.js';

const tags = ['live'];
const security = [{ bearer: [] }];
const failures = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
};

/** Live sessions over REST: create one (the host), read its summary (anyone with the PIN), export its results (the host). */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({
    db: app.ctx.db,
    store: app.live.store,
    seals: app.live.seals,
    secret: app.ctx.secret,
    clock: app.live.clock,
    log: app.log,
  });
  // Both calls that name a PIN answer whether it names a session: both spend the guess budget.
  const pins = createPinLookups(app.ctx.rateLimits);

  app.post(
    paths.liveSessions,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        description:
          "A session from one published interactive game, or questions drawn from categories' games. " +
          'The host key is returned only here.',
        body: createSessionBodySchema,
        response: { 201: envelopeSchema(createdSessionSchema), ...failures },
      },
    },
    async (request, reply) => {
      if (!request.caller) throw new AppError('UNAUTHORIZED');
      const created = await createLiveSession(deps(), request.caller, request.body);
      return reply.code(201).send(success(request, created));
    },
  );

  app.get(
    paths.liveSession,
    {
      schema: {
        tags,
        params: pinParamsSchema,
        response: { 200: envelopeSchema(sessionSummarySchema), 429: errorEnvelopeSchema, ...failures },
      },
    },
    async (request) => {
      const { pin } = request.params;
      return success(
        request,
        await pins.lookUp({ address: request.ip }, () => sessionSummary(app.live.store, pin)),
      );
    },
  );

  app.get(
    paths.liveSessionResults,
    {
      schema: {
        tags,
        description: `The ranking and every answer, as CSV (UTF-8 with a byte order mark) or Excel; the host key goes in ${HOST_KEY_HEADER}.`,
        params: pinParamsSchema,
        querystring: resultsExportQuerySchema,
        headers: z.object({ [HOST_KEY_HEADER]: z.string().optional() }),
        response: { 200: sheetFileAnswer, 429: errorEnvelopeSchema, ...failures },
      },
    },
    async (request, reply) => {
      const file = await pins.lookUp({ address: request.ip }, () =>
        exportResults(deps(), {
          pin: request.params.pin,
          hostKey: request.headers[HOST_KEY_HEADER],
          format: request.query.format,
          language: requestLanguage(request),
        }),
      );
      return sendSheetFile(reply, file);
    },
  );
};

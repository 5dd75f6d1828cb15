import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  paths,
  userSchema,
  wearableApplyBodySchema,
  wearableAuthorizationSchema,
  wearableAuthorizeBodySchema,
  wearableCallbackBodySchema,
  wearableConnectionSchema,
  wearableDisconnectionSchema,
  wearablesSchema,
} from '@awarequest/contracts';
import { ConfigError } from '../../config.js';
import { success } from '../../lib/envelope.js';
import { WEARABLE_ADAPTERS } from './providers/index.js';
import {
  applyWearableReading,
  completeWearableConnection,
  disconnectWearable,
  listWearables,
  startWearableConnection,
  syncWearable,
} from './wearables.service.js';

const tags = ['wearables'];
const security = [{ bearer: [] }];
const errors = {
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  502: errorEnvelopeSchema,
  504: errorEnvelopeSchema,
};

/** The return address the provider sends the browser to (docs/product.md §2). */
const FITBIT_CALLBACK = '/auth/fitbit-callback';

function redirectUri(request: FastifyRequest): string {
  const base = request.server.ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return new URL(FITBIT_CALLBACK, base).toString();
}

/** The caller's wearable connection (docs/product.md §3, "Connect device"). */
export const wearablesRoutes: FastifyPluginAsyncZod = async (app) => {
  const unknown = app.ctx.config.wearableProviders.filter((id) => !WEARABLE_ADAPTERS[id]);
  if (unknown.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  WEARABLE_PROVIDERS: unknown provider ${unknown.join(', ')} (known: ${Object.keys(WEARABLE_ADAPTERS).join(', ')})`,
    );
  }

  app.get(
    paths.wearables,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        response: { 200: envelopeSchema(wearablesSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request) => success(request, await listWearables(app.ctx, request.caller!)),
  );

  app.post(
    paths.wearableAuthorize,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        body: wearableAuthorizeBodySchema,
        response: { 200: envelopeSchema(wearableAuthorizationSchema), ...errors },
      },
    },
    async (request) => {
      const url = await startWearableConnection(
        app.ctx,
        request.caller!,
        request.body.provider,
        redirectUri(request),
      );
      return success(request, { authorization_url: url });
    },
  );

  app.post(
    paths.wearableCallback,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        body: wearableCallbackBodySchema,
        response: { 200: envelopeSchema(wearableConnectionSchema), ...errors },
      },
    },
    async (request) =>
      success(
        request,
        await completeWearableConnection(app.ctx, request.caller!, request.body),
        'WEARABLE_CONNECTED',
      ),
  );

  app.post(
    paths.wearableSync,
    {
      preHandler: app.authenticate,
      schema: { tags, security, response: { 200: envelopeSchema(wearableConnectionSchema), ...errors } },
    },
    async (request) => success(request, await syncWearable(app.ctx, request.caller!), 'WEARABLE_SYNCED'),
  );

  app.post(
    paths.wearableApply,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        body: wearableApplyBodySchema,
        response: { 200: envelopeSchema(userSchema), ...errors },
      },
    },
    async (request) =>
      success(
        request,
        await applyWearableReading(app.ctx, request.caller!, request.body),
        'WEARABLE_APPLIED',
      ),
  );

  app.delete(
    paths.wearableConnection,
    {
      preHandler: app.authenticate,
      schema: { tags, security, response: { 200: envelopeSchema(wearableDisconnectionSchema), ...errors } },
    },
    async (request) =>
      success(request, await disconnectWearable(app.ctx, request.caller!), 'WEARABLE_DISCONNECTED'),
  );
};

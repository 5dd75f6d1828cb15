import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE, SCIM_BASE } from '@awarequest/contracts';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import { createDatabase, type Database } from './db/client.js';
import { resolveJwtSecret } from './lib/jwt-secret.js';
import { serializerCompiler } from './lib/serializer.js';
import { createMailer } from './lib/mailer.js';
import { jobsPlugin } from './lib/jobs/jobs.plugin.js';
import { createDiskPhotoStore } from './lib/photo-store/disk-photo-store.js';
import { createS3PhotoStore } from './lib/photo-store/s3-photo-store.js';
import { createRateLimits } from './lib/rate-limiter.js';
import { connectRedis } from './lib/redis.js';
import { passwordRoutes } from './modules/accounts/password.routes.js';
import { registrationRoutes } from './modules/accounts/registration.routes.js';
import { sessionRoutes } from './modules/accounts/session.routes.js';
import { authoringRoutes } from './modules/authoring/authoring.routes.js';
import { createDomainEventBus } from './lib/domain-events.js';
import { createSessionService } from './modules/accounts/sessions.service.js';
import { catalogRoutes } from './modules/content/catalog.routes.js';
import { calendarRoutes } from './modules/events/calendar.routes.js';
import { loadContentAtStart } from './modules/content/content-startup.js';
import { attemptsRoutes } from './modules/attempts/attempts.routes.js';
import { attemptExpiryRoutes } from './modules/dev/attempt-expiry.routes.js';
import { outboxRoutes } from './modules/dev/outbox.routes.js';
import { eventCategoriesRoutes } from './modules/events/event-categories.routes.js';
import { eventsAdminRoutes } from './modules/events/events-admin.routes.js';
import { eventsPlugin } from './modules/events/events.plugin.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import type { LiveClock } from './modules/live/live-clock.js';
import { livePlugin } from './modules/live/live.plugin.js';
import { eventJobsPlugin } from './modules/events/event-jobs.js';
import { wearableRevocationsPlugin } from './modules/wearables/wearable-revocation-worker.js';
import { tournamentsRoutes } from './modules/events/tournaments.routes.js';
import { childEnrolmentsRoutes } from './modules/events/child-enrolments.routes.js';
import { liveInvitationsRoutes } from './modules/notifications/live-invitations.routes.js';
import { notificationsPlugin } from './modules/notifications/notifications.plugin.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { scoresPlugin } from './modules/scores/scores.plugin.js';
import { scoresRoutes } from './modules/scores/scores.routes.js';
import { liveRoutes } from './modules/live/live.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { eventReportRoutes } from './modules/events/event-report.routes.js';
import { accountDeletionRoutes } from './modules/accounts/account-deletion.routes.js';
import { childrenRoutes } from './modules/children/children.routes.js';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { lookupsRoutes } from './modules/lookups/lookups.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { ssoRoutes } from './modules/sso/sso.routes.js';
import { samlRoutes } from './modules/sso/saml/saml.routes.js';
import { samlAdminRoutes } from './modules/sso/saml/saml-admin.routes.js';
import { wearablesRoutes } from './modules/wearables/wearables.routes.js';
import { runtimeConfigRoutes } from './modules/web-config/runtime-config.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { scimAdminRoutes } from './modules/scim/scim-admin.routes.js';
import { scimPlugin } from './modules/scim/scim.plugin.js';
import { ssoDomainsRoutes } from './modules/sso-domains/sso-domains.routes.js';
import { authPlugin } from './plugins/auth.js';
import { errorEnvelopePlugin, frameworkErrorEnvelope } from './plugins/error-envelope.js';
import { openApiPlugin } from './plugins/openapi.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { socketIoPlugin } from './plugins/socket-io.js';
import { staticWebPlugin } from './plugins/static-web.js';
import { textInputPlugin } from './plugins/text-input.js';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppOverrides {
  /** A database the caller owns (tests share one per file); it is not closed with the app. */
  database?: Database;
  /** The live sessions' clock and timers (tests drive games with a manual one). */
  liveClock?: LiveClock;
  /** The clock of scheduled work (events starting, reminders); tests move a manual one. */
  now?: () => Date;
}

/** Builds the whole server as one Fastify instance: plugins, modules and the SPA. */
export async function buildApp(config: Config, overrides: AppOverrides = {}) {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorEnvelope,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx = await createContext(config, overrides, app.log);
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    await ctx.sessions.close();
    ctx.mailer.close();
    await ctx.redis?.quit();
    if (!overrides.database) await ctx.database.close();
  });
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });

  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        // Phones in the room reach a laptop's server over plain http on the LAN: upgrading
        // every asset request to https would break the page there.
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(errorEnvelopePlugin);
  await app.register(textInputPlugin);
  await app.register(authPlugin);
  await app.register(openApiPlugin);
  await app.register(socketIoPlugin);
  await app.register(livePlugin, overrides.liveClock ? { clock: overrides.liveClock } : {});
  await app.register(notificationsPlugin);
  await app.register(scoresPlugin);
  await app.register(eventsPlugin);
  await app.register(jobsPlugin, overrides.now ? { now: overrides.now } : {});
  await app.register(eventJobsPlugin);
  await app.register(wearableRevocationsPlugin);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(sessionRoutes);
      await api.register(registrationRoutes);
      await api.register(passwordRoutes);
      await api.register(settingsRoutes);
      await api.register(authoringRoutes);
      await api.register(attemptsRoutes);
      await api.register(catalogRoutes);
      await api.register(reportsRoutes);
      await api.register(eventReportRoutes);
      await api.register(liveRoutes);
      await api.register(accountDeletionRoutes);
      await api.register(childrenRoutes);
      await api.register(adminUsersRoutes);
      await api.register(lookupsRoutes);
      await api.register(profileRoutes);
      await api.register(wearablesRoutes);
      await api.register(notificationsRoutes);
      await api.register(scoresRoutes);
      await api.register(liveInvitationsRoutes);
      await api.register(eventCategoriesRoutes);
      await api.register(eventsRoutes);
      await api.register(eventsAdminRoutes);
      await api.register(tournamentsRoutes);
      await api.register(childEnrolmentsRoutes);
      await api.register(calendarRoutes);
      await api.register(ssoRoutes);
      await api.register(samlRoutes);
      await api.register(samlAdminRoutes);
      await api.register(auditRoutes);
      await api.register(scimAdminRoutes);
      await api.register(ssoDomainsRoutes);
      if (config.isDevOutboxApiOn && !config.smtpUrl) await api.register(outboxRoutes);
      if (config.isDevClockApiOn) await api.register(attemptExpiryRoutes);
    },
    { prefix: API_BASE },
  );
  await app.register(runtimeConfigRoutes);
  await app.register(scimPlugin, { prefix: SCIM_BASE });
  await app.register(staticWebPlugin, { dir: path.resolve(config.webDistDir ?? DEFAULT_WEB_DIST) });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

async function createContext(
  config: Config,
  overrides: AppOverrides,
  logger: Parameters<typeof createMailer>[0]['logger'],
): Promise<AppContext> {
  const database =
    overrides.database ??
    createDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pgdata') });
  await database.migrate();
  const content = config.contentDir ? await loadContentAtStart(database.db, config.contentDir) : null;
  if (content) logger.info({ content }, 'content pack loaded');
  const secret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  const redis = connectRedis(config.redisUrl);
  const events = createDomainEventBus((error, name) => {
    logger.error({ err: error, event: name }, 'domain event listener failed');
  });
  const sessions = await createSessionService({
    db: database.db,
    secret,
    redis,
    channel: `${config.redisKeyPrefix}session-revoked`,
    events,
  });
  return {
    config,
    database,
    db: database.db,
    redis,
    secret,
    sessions,
    events,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger }),
    rateLimits: createRateLimits({ redis, prefix: config.redisKeyPrefix, isOn: config.areRateLimitsOn }),
    photos: config.photoBucket
      ? createS3PhotoStore(config.photoBucket)
      : createDiskPhotoStore(path.join(config.dataDir, 'photos')),
  };
}

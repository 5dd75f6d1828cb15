import type { FastifyPluginAsync } from 'fastify';
import { oidcRoutes } from './oidc/oidc.routes.js';
import { ssoAdminRoutes } from './sso-admin.routes.js';
import { syncEnvSsoConnection } from './sso-env-connection.js';
import { ssoStartRoutes } from './sso-start.routes.js';

/** Company sign-in's core and OpenID Connect (SAML registers its own routes, modules/sso/saml). */
export const ssoRoutes: FastifyPluginAsync = async (app) => {
  await syncEnvSsoConnection(app.ctx);
  await app.register(ssoStartRoutes);
  await app.register(oidcRoutes);
  await app.register(ssoAdminRoutes);
};

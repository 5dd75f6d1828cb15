import { z } from 'zod';
import * as oidc from 'openid-client';
import type { AppContext } from '../../../app-context.js';
import type { RequestMeta } from '../../accounts/public.js';
import { recordAudit } from '../../audit/public.js';
import { findSsoConnection, oidcConfigOf } from '../sso-connections.repository.js';
import { openSealedValue, sealValue } from '../sso-cookies.js';
import { oidcConfiguration } from './oidc-discovery.js';
import { publicBase } from './oidc-flow.js';

/** The sealed ID token for the provider's sign-out (HttpOnly, only sent to the sign-out route). */
export const END_SESSION_COOKIE = 'aq_oidc_session';
/** A readable marker telling the SPA to pass by the sign-out route after POST /logout. */
export const END_SESSION_MARKER = 'aq_sso_logout';
/** As long as a session lives (7-day JWTs). */
export const END_SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Where the browser lands after signing out, at the provider or not. */
export const SIGNED_OUT_PATH = '/auth/login';

const endSessionSchema = z.object({ connectionId: z.string(), idToken: z.string() });
type EndSession = z.infer<typeof endSessionSchema>;

export const sealEndSession = (ctx: AppContext, value: EndSession): string =>
  sealValue(ctx.secret, value, END_SESSION_TTL_SECONDS * 1000);

/**
 * Where a signed-out browser goes: the provider's end-session endpoint (with the ID token as
 * hint and our login page to come back to) when the connection still asks for it and the
 * provider offers one; else straight to the login page. Never fails: a sign-out always ends.
 */
export async function endOidcSession(
  ctx: AppContext,
  input: { sealed: string | undefined; origin: string },
  meta: RequestMeta,
): Promise<string> {
  const parsed = endSessionSchema.safeParse(openSealedValue(ctx.secret, input.sealed));
  if (!parsed.success) return SIGNED_OUT_PATH;
  const row = await findSsoConnection(ctx.db, parsed.data.connectionId);
  const config = row && oidcConfigOf(row);
  if (!row || !config?.endSession) return SIGNED_OUT_PATH;
  try {
    const configuration = await oidcConfiguration(ctx, row, config);
    if (!configuration.serverMetadata().end_session_endpoint) return SIGNED_OUT_PATH;
    const address = oidc.buildEndSessionUrl(configuration, {
      id_token_hint: parsed.data.idToken,
      post_logout_redirect_uri: `${publicBase(ctx, input.origin)}${SIGNED_OUT_PATH}`,
    });
    await recordAudit(ctx.db, {
      source: 'oidc',
      action: 'sign_out_provider',
      outcome: 'ok',
      connectionId: row.id,
      ip: meta.ip,
    });
    return address.href;
  } catch {
    return SIGNED_OUT_PATH;
  }
}

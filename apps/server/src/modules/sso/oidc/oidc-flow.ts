import { z } from 'zod';
import { API_BASE, ssoPaths } from '@awarequest/contracts';
import type { AppContext } from '../../../app-context.js';
import { openSealedValue, sealValue } from '../sso-cookies.js';

/** How long a person may take at the provider before the sign-in must start again. */
export const FLOW_TTL_MS = 10 * 60_000;
export const FLOW_COOKIE_PATH = `${API_BASE}/sso/oidc`;

/**
 * What the start keeps for the callback, sealed (AES-GCM under the server secret) in a short
 * HttpOnly cookie, so any instance can finish a sign-in another started. One cookie per
 * flow, named by its state, so two tabs signing in at once do not overwrite each other.
 */
const flowSchema = z.object({
  connectionId: z.string(),
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  returnTo: z.string().optional(),
});
export type OidcFlow = z.infer<typeof flowSchema>;

/** The flow cookie's name for a state (state is base64url: safe in a cookie name). */
export const flowCookieName = (state: string): string =>
  `aq_oidc_${state.replace(/[^\w-]/g, '').slice(0, 16)}`;

export const sealFlow = (ctx: AppContext, flow: OidcFlow): string => sealValue(ctx.secret, flow, FLOW_TTL_MS);

export function openFlow(ctx: AppContext, sealed: string | undefined): OidcFlow | undefined {
  const parsed = flowSchema.safeParse(openSealedValue(ctx.secret, sealed));
  return parsed.success ? parsed.data : undefined;
}

/**
 * The one redirect URI of every OIDC connection, to register at each provider:
 * PUBLIC_URL (else the address the request came to) + /api/sso/oidc/callback.
 */
export function oidcRedirectUri(ctx: AppContext, requestOrigin: string): string {
  const base = (ctx.config.publicUrl ?? requestOrigin).replace(/\/+$/, '');
  return `${base}${API_BASE}${ssoPaths.oidcCallback}`;
}

/** The site's own address, for the provider's sign-out to return to. */
export function publicBase(ctx: AppContext, requestOrigin: string): string {
  return (ctx.config.publicUrl ?? requestOrigin).replace(/\/+$/, '');
}

import { SSO_ERROR_PAGE, type SsoRefusalReason } from '@awarequest/contracts';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../audit/public.js';
import type { RequestMeta } from '../accounts/public.js';

export interface SsoRefusal {
  protocol: 'oidc' | 'saml';
  reason: SsoRefusalReason;
  /** Only a connection that exists (the audit row references it); an unknown id goes in details. */
  connectionId?: string | undefined;
  subjectUserId?: string | undefined;
  action?: string;
  /** What helps an admin understand it: never a token, an assertion or a secret. */
  details?: Record<string, unknown>;
}

/** The SPA's error page for a refused company sign-in, with its reason. */
export const ssoErrorAddress = (reason: SsoRefusalReason): string =>
  `${SSO_ERROR_PAGE}?reason=${encodeURIComponent(reason)}`;

/**
 * Records why a company sign-in was refused and returns the address of the page that says
 * so in the person's language. Routes redirect the browser there; nothing is thrown.
 */
export async function refuseSsoSignIn(
  ctx: AppContext,
  refusal: SsoRefusal,
  meta: RequestMeta,
): Promise<string> {
  await recordAudit(ctx.db, {
    source: refusal.protocol,
    action: refusal.action ?? 'sign_in',
    outcome: 'refused',
    reason: refusal.reason,
    connectionId: refusal.connectionId ?? null,
    subjectUserId: refusal.subjectUserId ?? null,
    ip: meta.ip,
    details: refusal.details ?? {},
  });
  return ssoErrorAddress(refusal.reason);
}

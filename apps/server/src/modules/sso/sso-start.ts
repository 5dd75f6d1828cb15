import { API_BASE, SSO_CHOOSER_PAGE, ssoPaths, type PublicSsoConnection } from '@awarequest/contracts';
import type { AppContext } from '../../app-context.js';
import { listSsoConnections, oidcConfigOf, type SsoConnectionRow } from './sso-connections.repository.js';

/** h4's SAML start; the OIDC one is ours (ssoPaths.oidcLogin). */
const SAML_LOGIN_PATH = '/sso/saml/:connectionId/login';

function loginUrl(row: SsoConnectionRow, returnTo: string | undefined): string {
  const path = (row.protocol === 'oidc' ? ssoPaths.oidcLogin : SAML_LOGIN_PATH).replace(
    ':connectionId',
    row.id,
  );
  return `${API_BASE}${path}${returnTo ? `?return_to=${encodeURIComponent(returnTo)}` : ''}`;
}

const isUsable = (row: SsoConnectionRow) =>
  row.enabled && (row.protocol === 'saml' || oidcConfigOf(row) !== undefined);

/** The enabled connections, as the sign-in chooser lists them. */
export async function publicConnections(ctx: AppContext, returnTo?: string): Promise<PublicSsoConnection[]> {
  const rows = (await listSsoConnections(ctx.db)).filter(isUsable);
  return rows.map((row) => ({
    id: row.id,
    protocol: row.protocol,
    label: row.label,
    login_url: loginUrl(row, returnTo),
  }));
}

/**
 * Where `GET /sso/start` sends the browser: straight to the only connection's start, to the
 * chooser page when there are several, or to the error page when there is none.
 */
export async function ssoStartAddress(
  ctx: AppContext,
  returnTo: string | undefined,
): Promise<string | undefined> {
  const connections = await publicConnections(ctx, returnTo);
  if (connections.length === 0) return undefined;
  if (connections.length === 1) return connections[0]!.login_url;
  return `${SSO_CHOOSER_PAGE}${returnTo ? `?return_to=${encodeURIComponent(returnTo)}` : ''}`;
}

/** `sso_login_url` of GET /settings/auth when company sign-in is set up (docs/product.md §10). */
export async function ssoSignInSettings(ctx: AppContext) {
  const connections = await publicConnections(ctx);
  return connections.length > 0
    ? { sso_login_url: `${API_BASE}${ssoPaths.start}`, is_sso_activated: true }
    : undefined;
}

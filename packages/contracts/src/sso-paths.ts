/**
 * Company sign-in's addresses, in a file without zod: the web app's frame (sign-out) uses them, and
 * the first download must not carry zod (e2e/first-download).
 */
export const ssoPaths = {
  /** `GET ?return_to=`: the one start address `sso_login_url` names; a chooser with several connections. */
  start: '/sso/start',
  /** The public list the chooser shows (enabled connections: id, protocol, label). */
  connections: '/sso/connections',
  oidcLogin: '/sso/oidc/:connectionId/login',
  /** The one redirect URI of every OIDC connection: PUBLIC_URL + API_BASE + this. */
  oidcCallback: '/sso/oidc/callback',
  /** Ends the session at the provider too, when the connection says so (then back to the SPA). */
  oidcLogout: '/sso/oidc/logout',
  adminConnections: '/admin/sso/connections',
  adminConnection: '/admin/sso/connections/:id',
  adminOidcConnections: '/admin/sso/oidc',
  adminOidcConnection: '/admin/sso/oidc/:id',
} as const;

/** The SPA pages of company sign-in. */
export const SSO_ERROR_PAGE = '/auth/sso-error';
export const SSO_CHOOSER_PAGE = '/auth/sso';

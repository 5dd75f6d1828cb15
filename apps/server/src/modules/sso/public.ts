/**
 * What other modules may use of company sign-in: the settings the login page's SSO button
 * reads. (SAML, inside this module, calls `completeSsoSignIn` and `refuseSsoSignIn` directly.)
 */
export { ssoSignInSettings } from './sso-start.js';

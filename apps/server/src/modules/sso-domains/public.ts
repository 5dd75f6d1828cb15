/** What other modules may use of the SSO-only domains: the rule the password paths ask. */
export { assertPasswordAllowed, type PasswordAction } from './sso-only-rule.js';

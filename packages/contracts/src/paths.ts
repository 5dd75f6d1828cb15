/** The API's base path; the SPA owns every other path on the same port. */
export const API_BASE = '/api';

/** Every REST path, relative to API_BASE. The spec's paths (§7) are kept as written. */
export const paths = {
  login: '/login',
  logout: '/logout',
  sendEmailVerification: '/sendEmailVerification',
  verifyMail: '/VerfiyMail',
  users: '/users',
  me: '/users/me',
  forgetPassword: '/forget-password',
  resetPassword: '/reset-password',
  completeInfo: '/users/completeinfo/:id',
  ssoLogin: '/sso/login',
  theme: '/settings/theme',
  /** The client tries these in order; the first that exists answers (spec §7). */
  authSettings: ['/settings/auth', '/auth/settings', '/auth/config', '/config/auth'],
  liveness: '/health/live',
  readiness: '/health/ready',
  devOutbox: '/dev/outbox',
  docs: '/docs',
} as const;

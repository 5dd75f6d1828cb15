import { ERRORS, RULE_MESSAGES } from '@awarequest/contracts';
import arAuth from '../locales/ar/auth.json';
import arCommon from '../locales/ar/common.json';
import arErrors from '../locales/ar/errors.json';
import arHome from '../locales/ar/home.json';

/**
 * The texts the component tests look for. English is written out as the spec gives it (to
 * the letter), so a changed catalog fails a test; Arabic comes from the catalogs and contracts.
 */
export const TEXT = {
  en: {
    email: 'Email',
    password: 'Password',
    logIn: 'Log in',
    logOut: 'Log out',
    language: 'Language',
    home: 'What to do next',
    join: 'Join a game',
    lobby: 'Game lobby',
    host: 'Host a live game',
    hostPin: 'Host dashboard',
    signUp: 'Create your account',
    notFoundTitle: 'Page not found',
    invalidUser: 'Invalid user data received from server',
    tokenMissing: 'Authentication token not found in response',
    unauthorized: 'Unauthorized access. Your session has expired. Please login again.',
    serverUnauthorized: ERRORS.UNAUTHORIZED.en,
    forbidden: "You don't have permission to perform this action",
    notFound: 'The requested resource was not found',
    validation: 'Validation failed. Please check your input',
    server: 'Internal server error. Please try again later',
    unexpected: 'An unexpected error occurred',
    network: 'Network error - Please check your internet connection',
    ruleEmail: 'Please enter a valid email address',
    toDark: 'Switch to dark mode',
    toLight: 'Switch to light mode',
  },
  ar: {
    email: arAuth.fields.email,
    password: arAuth.fields.password,
    logIn: arAuth.login.submit,
    logOut: arCommon.header.logout,
    language: arCommon.language.label,
    home: arHome.next,
    join: arCommon.pages.join.title,
    lobby: arCommon.pages.lobby.title,
    host: arCommon.pages.host.title,
    hostPin: arCommon.pages.hostPin.title,
    signUp: arAuth.signUp.title,
    notFoundTitle: arCommon.notFound.title,
    invalidUser: arAuth.toasts.invalidUser,
    tokenMissing: arAuth.toasts.tokenMissing,
    unauthorized: arErrors.unauthorized,
    serverUnauthorized: ERRORS.UNAUTHORIZED.ar,
    forbidden: arErrors.forbidden,
    notFound: arErrors.notFound,
    validation: arErrors.validation,
    server: arErrors.server,
    unexpected: arErrors.unexpected,
    network: arErrors.network,
    ruleEmail: RULE_MESSAGES.ar.email,
    toDark: arCommon.colorScheme.toDark,
    toLight: arCommon.colorScheme.toLight,
  },
} as const;

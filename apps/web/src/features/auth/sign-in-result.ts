import type { TFunction } from 'i18next';
import type { AuthResult, User } from '@awarequest/contracts';
import { saveSession } from '../../lib/session';
import { toastError } from '../../lib/toast';

function isUser(value: unknown): value is User {
  const user = value as Partial<User> | null | undefined;
  return (
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'string' &&
    // A child account has a username instead of an email.
    (typeof user.email === 'string' || typeof user.username === 'string')
  );
}

/**
 * Turns a login answer into a session (docs/product.md §8): the user and the token must both be
 * there, else an error toast in `t`'s language (the auth namespace). Returns whether the person is
 * now signed in. No router here: the SPA and the login's light page go on their own way.
 */
export function saveSignIn(result: Partial<AuthResult> | undefined, t: TFunction<'auth'>): boolean {
  if (!isUser(result?.user)) {
    toastError(t('toasts.invalidUser'));
    return false;
  }
  if (typeof result.token !== 'string' || result.token === '') {
    toastError(t('toasts.tokenMissing'));
    return false;
  }
  saveSession(result.user, result.token);
  return true;
}

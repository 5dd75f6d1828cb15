import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AuthResult, User } from '@awarequest/contracts';
import { saveSession } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';

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
 * Turns a login answer into a session, with the login toasts of docs/product.md §8: the user and the
 * token must both be there. Returns whether the person is now signed in.
 */
export function useCompleteSignIn() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (result: Partial<AuthResult> | undefined): boolean => {
    if (!isUser(result?.user)) {
      toastError(t('toasts.invalidUser'));
      return false;
    }
    if (typeof result.token !== 'string' || result.token === '') {
      toastError(t('toasts.tokenMissing'));
      return false;
    }
    saveSession(result.user, result.token);
    toastSuccess(t('toasts.loggedIn'));
    void navigate('/', { replace: true });
    return true;
  };
}

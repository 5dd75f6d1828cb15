import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AuthResult } from '@awarequest/contracts';
import { toastSuccess } from '../../../lib/toast';
import { saveSignIn } from '../sign-in-result';

/**
 * Turns a login answer into a session, with the login toasts of docs/product.md §8 (saveSignIn).
 * Returns whether the person is now signed in; then goes to `destination` (home, or the deep link
 * a company sign-in came back to).
 */
export function useCompleteSignIn() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // `destination` is unknown: forms pass this straight as a mutation's onSuccess, whose second
  // argument is the request body; only a path string is a destination.
  return (result: Partial<AuthResult> | undefined, destination?: unknown): boolean => {
    if (!saveSignIn(result, t)) return false;
    toastSuccess(t('toasts.loggedIn'));
    void navigate(typeof destination === 'string' ? destination : '/', { replace: true });
    return true;
  };
}

import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthHeading } from '../../../features/auth/components/auth-heading';
import { useCompleteWearableConnection } from '../../../features/profile/api/complete-wearable-connection';
import { failedCallText } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';

const clip = (value: string | null) => (value ? value.slice(0, 200) : undefined);

/**
 * /auth/fitbit-callback (docs/product.md §2): the provider sends the browser back here with a code
 * or an error and the state; the server finishes the connection, and the person lands on their
 * profile to choose the values. A refusal, a timeout or a stale link is said here, in words.
 */
export default function FitbitCallbackPage() {
  const { t } = useTranslation(['common', 'profile']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const complete = useCompleteWearableConnection();
  const isSent = useRef(false);
  const state = clip(params.get('state'));

  useEffect(() => {
    // A state is good for one callback: never send it twice (React's development double effect).
    if (isSent.current || !state) return;
    isSent.current = true;
    complete.mutate(
      { state, code: clip(params.get('code')), error: clip(params.get('error')) },
      {
        onSuccess: () => {
          toastSuccess(t('profile:wearable.connected'));
          void navigate('/profile', { replace: true });
        },
      },
    );
  }, [complete, navigate, params, state, t]);

  const failure = !state
    ? t('profile:wearable.noAnswer')
    : complete.isError
      ? failedCallText(complete.error, t)
      : null;
  return (
    <>
      <AuthHeading title={t('pages.fitbit.title')} />
      {failure ? (
        <Stack>
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
          <Button component={Link} to="/profile" replace>
            {t('profile:wearable.backToProfile')}
          </Button>
        </Stack>
      ) : (
        <Stack align="center" gap="sm">
          <Loader aria-label={t('profile:wearable.connecting')} />
          <Text c="dimmed">{t('profile:wearable.connecting')}</Text>
        </Stack>
      )}
    </>
  );
}

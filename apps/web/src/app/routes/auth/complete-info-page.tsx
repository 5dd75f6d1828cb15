import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCompleteInfo } from '../../../features/admin-users/api/complete-info';
import { AuthHeading } from '../../../features/auth/components/auth-heading';
import { NewPasswordForm } from '../../../features/auth/components/new-password-form';
import { useCompleteSignIn } from '../../../features/auth/hooks/use-complete-sign-in';

/** /auth/complete-info?id=&token=: an invited person chooses their first password and is signed in. */
export default function CompleteInfoPage() {
  const { t } = useTranslation('admin-users');
  const [params] = useSearchParams();
  const id = params.get('id');
  const token = params.get('token');
  const complete = useCompleteInfo();
  const completeSignIn = useCompleteSignIn();
  return (
    <>
      <AuthHeading title={t('completeInfo.title')} subtitle={t('completeInfo.subtitle')} />
      {id && token ? (
        <NewPasswordForm
          isPending={complete.isPending}
          onSubmit={(passwords) => {
            complete.mutate({ id, body: { ...passwords, token } }, { onSuccess: completeSignIn });
          }}
        />
      ) : (
        <Alert color="red" variant="light" role="alert">
          {t('completeInfo.badLink')}
        </Alert>
      )}
    </>
  );
}

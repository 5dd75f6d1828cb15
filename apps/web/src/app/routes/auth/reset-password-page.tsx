import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useResetPassword } from '../../../features/auth/api/reset-password';
import { AuthHeading } from '../../../features/auth/components/auth-heading';
import { NewPasswordForm } from '../../../features/auth/components/new-password-form';
import { clearAuthFlow, readAuthFlow } from '../../../features/auth/signup-flow';
import { toastSuccess } from '../../../lib/toast';

/** Forgotten password, last step: the new password, sent with the checked code. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const flow = readAuthFlow();
  if (flow?.purpose !== 'reset' || !flow.code) return <Navigate to="/auth/forget-password" replace />;
  const { email, code } = flow;
  return (
    <>
      <AuthHeading title={t('reset.title')} subtitle={t('reset.subtitle')} />
      <NewPasswordForm
        isPending={reset.isPending}
        onSubmit={(passwords) => {
          reset.mutate(
            { email, code, ...passwords },
            {
              onSuccess: () => {
                clearAuthFlow();
                toastSuccess(t('toasts.passwordChanged'));
                void navigate('/auth/login', { replace: true });
              },
            },
          );
        }}
      />
    </>
  );
}

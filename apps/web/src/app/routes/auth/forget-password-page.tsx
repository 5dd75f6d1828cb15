import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useForgetPassword } from '../../../features/auth/api/forget-password';
import { AuthFooterLink } from '../../../features/auth/components/auth-footer-link';
import { AuthHeading } from '../../../features/auth/components/auth-heading';
import { EmailForm } from '../../../features/auth/components/email-form';
import { writeAuthFlow } from '../../../features/auth/signup-flow';
import { toastSuccess } from '../../../lib/toast';

/** Forgotten password, step 1: the email; then the code, then the new password. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const forget = useForgetPassword();
  return (
    <>
      <AuthHeading title={t('forget.title')} subtitle={t('forget.subtitle')} />
      <EmailForm
        submitLabel={t('forget.submit')}
        isPending={forget.isPending}
        onSubmit={(body) => {
          forget.mutate(body, {
            onSuccess: () => {
              writeAuthFlow({ email: body.email, purpose: 'reset' });
              toastSuccess(t('toasts.codeSent', { email: body.email }));
              void navigate('/auth/check-code');
            },
          });
        }}
      />
      <AuthFooterLink linkText={t('forget.back')} to="/auth/login" />
    </>
  );
}

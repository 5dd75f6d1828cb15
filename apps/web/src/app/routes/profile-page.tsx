import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { forgetPassword } from '../../features/auth/api/forget-password';
import { logout } from '../../features/auth/api/logout';
import { writeAuthFlow } from '../../features/auth/signup-flow';
import { AccountDeletionSection } from '../../features/account-deletion/components/account-deletion-section';
import { ProfileView } from '../../features/profile/components/profile-view';
import { ResetPasswordModal } from '../../features/profile/components/reset-password-modal';
import { toastSuccess } from '../../lib/toast';

/**
 * /profile (docs/product.md §2). Reset password joins the existing flow: it mails a code, signs out (the
 * new password ends every session anyway) and continues at /auth/check-code.
 */
export default function ProfilePage() {
  const { t } = useTranslation(['profile', 'auth']);
  const navigate = useNavigate();
  const [resetEmail, setResetEmail] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: async (email: string) => {
      await forgetPassword({ email });
      writeAuthFlow({ email, purpose: 'reset' });
      await logout();
      return email;
    },
    onSuccess: (email) => {
      toastSuccess(t('auth:toasts.codeSent', { email }));
      void navigate('/auth/check-code');
    },
  });
  return (
    <PageFrame title={t('title')} subtitle={t('subtitle')}>
      <ProfileView onResetPassword={setResetEmail} />
      <AccountDeletionSection />
      <ResetPasswordModal
        isOpen={resetEmail !== null}
        email={resetEmail ?? ''}
        isPending={reset.isPending}
        onClose={() => {
          setResetEmail(null);
        }}
        onConfirm={() => {
          if (resetEmail) reset.mutate(resetEmail);
        }}
      />
    </PageFrame>
  );
}

import { Button, Group } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { emailIsolate } from '../../../components/email-address';
import { Navigate, useNavigate } from 'react-router';
import { useForgetPassword } from '../../../features/auth/api/forget-password';
import { useSendEmailVerification } from '../../../features/auth/api/send-email-verification';
import { useVerifyMail } from '../../../features/auth/api/verify-mail';
import { AuthHeading } from '../../../features/auth/components/auth-heading';
import { CodeForm } from '../../../features/auth/components/code-form';
import { SIGN_UP_STEP_COUNT, SIGN_UP_STEPS } from '../../../features/auth/components/steps';
import { clearAuthFlow, readAuthFlow, writeAuthFlow } from '../../../features/auth/signup-flow';
import { toastSuccess } from '../../../lib/toast';

/** The mailed code, for sign-up (then the account type) or a reset (then the new password). */
export default function CheckCodePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const verify = useVerifyMail();
  const resendVerification = useSendEmailVerification();
  const resendReset = useForgetPassword();
  const flow = readAuthFlow();
  if (!flow) return <Navigate to="/auth/sign-up" replace />;

  const isReset = flow.purpose === 'reset';
  const resend = isReset ? resendReset : resendVerification;
  const startOver = isReset ? '/auth/forget-password' : '/auth/sign-up';

  return (
    <>
      <AuthHeading
        title={t('checkCode.title')}
        subtitle={
          <Trans
            t={t}
            i18nKey="checkCode.subtitle"
            values={{ email: flow.email }}
            components={{ email: emailIsolate }}
          />
        }
        step={
          isReset ? undefined : t('signUp.step', { current: SIGN_UP_STEPS.code, total: SIGN_UP_STEP_COUNT })
        }
      />
      <CodeForm
        isPending={verify.isPending}
        onSubmit={(code) => {
          verify.mutate(
            { email: flow.email, code, purpose: flow.purpose },
            {
              onSuccess: () => {
                writeAuthFlow(isReset ? { ...flow, code } : { ...flow, isVerified: true });
                void navigate(isReset ? '/auth/reset-password' : '/auth/account-type');
              },
            },
          );
        }}
      />
      <Group justify="space-between" mt="lg">
        <Button
          variant="subtle"
          loading={resend.isPending}
          onClick={() => {
            resend.mutate(
              { email: flow.email },
              {
                onSuccess: () => {
                  toastSuccess(t('checkCode.resent'));
                },
              },
            );
          }}
        >
          {t('checkCode.resend')}
        </Button>
        <Button
          variant="subtle"
          color="gray"
          onClick={() => {
            clearAuthFlow();
            void navigate(startOver);
          }}
        >
          {t('checkCode.changeEmail')}
        </Button>
      </Group>
    </>
  );
}

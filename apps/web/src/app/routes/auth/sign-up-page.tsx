import { useTranslation } from 'react-i18next';
import { RETURN_TO_PARAM, safeReturnPath } from '@awarequest/contracts';
import { useLocation, useNavigate } from 'react-router';
import { useRegister } from '../../../features/auth/api/register';
import { useSendEmailVerification } from '../../../features/auth/api/send-email-verification';
import { AuthFooterLink } from '../../../features/auth/components/auth-footer-link';
import { AuthHeading } from '../../../features/auth/components/auth-heading';
import { DetailsForm } from '../../../features/auth/components/details-form';
import { EmailForm } from '../../../features/auth/components/email-form';
import { SIGN_UP_STEP_COUNT, SIGN_UP_STEPS } from '../../../features/auth/components/steps';
import { useCompleteSignIn } from '../../../features/auth/hooks/use-complete-sign-in';
import { clearAuthFlow, readAuthFlow, writeAuthFlow } from '../../../features/auth/signup-flow';
import { withReturnTo } from '../../../lib/return-to';
import { toastSuccess } from '../../../lib/toast';

/**
 * Sign-up: the email step first; once the code and account type are done, the details. A
 * `return_to` deep link from the login page is carried through the steps: the new account lands
 * there (read again through safeReturnPath, as sessionStorage is the browser's).
 */
export default function SignUpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const sendCode = useSendEmailVerification();
  const register = useRegister();
  const completeSignIn = useCompleteSignIn();
  const flow = readAuthFlow();
  // The login page's deep link: in the address on the first step, then in the flow.
  const returnTo = safeReturnPath(
    new URLSearchParams(location.search).get(RETURN_TO_PARAM) ?? flow?.returnTo,
  );
  const step = (current: number) => t('signUp.step', { current, total: SIGN_UP_STEP_COUNT });

  if (flow?.purpose === 'verify' && flow.isVerified && flow.accountType) {
    const { email, accountType } = flow;
    return (
      <>
        <AuthHeading
          title={t('details.title')}
          subtitle={t('details.subtitle')}
          step={step(SIGN_UP_STEPS.details)}
        />
        <DetailsForm
          isPending={register.isPending}
          onSubmit={(details) => {
            register.mutate(
              { ...details, email, account_type: accountType },
              {
                onSuccess: (result) => {
                  if (completeSignIn(result, returnTo)) clearAuthFlow();
                },
              },
            );
          }}
        />
      </>
    );
  }

  return (
    <>
      <AuthHeading
        title={t('signUp.title')}
        subtitle={t('signUp.subtitle')}
        step={step(SIGN_UP_STEPS.email)}
      />
      <EmailForm
        submitLabel={t('signUp.submit')}
        isPending={sendCode.isPending}
        defaultEmail={flow?.email}
        onSubmit={(body) => {
          sendCode.mutate(body, {
            onSuccess: () => {
              writeAuthFlow({ email: body.email, purpose: 'verify', returnTo });
              toastSuccess(t('toasts.codeSent', { email: body.email }));
              void navigate('/auth/check-code');
            },
          });
        }}
      />
      <AuthFooterLink
        text={t('signUp.haveAccount')}
        linkText={t('signUp.login')}
        to={withReturnTo('/auth/login', returnTo)}
      />
    </>
  );
}

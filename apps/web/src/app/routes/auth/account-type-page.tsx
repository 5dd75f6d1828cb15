import { useTranslation } from 'react-i18next';
import { safeReturnPath } from '@awarequest/contracts';
import { Navigate, useNavigate } from 'react-router';
import { AccountTypeForm } from '../../../features/auth/components/account-type-form';
import { AuthHeading } from '../../../features/auth/components/auth-heading';
import { SIGN_UP_STEP_COUNT, SIGN_UP_STEPS } from '../../../features/auth/components/steps';
import { readAuthFlow, writeAuthFlow } from '../../../features/auth/signup-flow';
import { withReturnTo } from '../../../lib/return-to';

/** Sign-up step 3: the account type decides whether the account can have child accounts. */
export default function AccountTypePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const flow = readAuthFlow();
  if (flow?.purpose !== 'verify' || !flow.isVerified) return <Navigate to="/auth/sign-up" replace />;
  return (
    <>
      <AuthHeading
        title={t('accountType.title')}
        subtitle={t('accountType.subtitle')}
        step={t('signUp.step', { current: SIGN_UP_STEPS.accountType, total: SIGN_UP_STEP_COUNT })}
      />
      <AccountTypeForm
        defaultType={flow.accountType}
        onSubmit={(accountType) => {
          writeAuthFlow({ ...flow, accountType });
          // The last step's address carries the deep link, which the routing rules follow once signed in.
          void navigate(withReturnTo('/auth/sign-up', safeReturnPath(flow.returnTo)));
        }}
      />
    </>
  );
}

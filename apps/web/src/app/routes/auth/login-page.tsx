import { useTranslation } from 'react-i18next';
import { AuthFooterLink } from '../../../features/auth/components/auth-footer-link';
import { AuthHeading } from '../../../features/auth/components/auth-heading';
import { LoginForm } from '../../../features/auth/components/login-form';
import { SsoButton } from '../../../features/auth/components/sso-button';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <>
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <LoginForm />
      <SsoButton />
      <AuthFooterLink text={t('login.noAccount')} linkText={t('login.signUp')} to="/auth/sign-up" />
    </>
  );
}

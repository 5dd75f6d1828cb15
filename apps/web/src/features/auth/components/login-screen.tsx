import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { lightUi } from '../../../components/light-ui';
import { withReturnTo } from '../../../lib/return-to';
import { LoginForm, type LoginFormProps } from './login-form';
import classes from './login-screen.module.css';
import { PageLink } from './page-link';
import { SsoLink } from './sso-link';

/**
 * The login screen (docs/product.md §7): title, the form, company sign-in when switched on, the way
 * to sign up. Plain elements on the shared theme variables, so the SPA's /auth/login route and the
 * login's light page (src/login) show this one screen.
 */
export interface LoginScreenProps extends LoginFormProps {
  /**
   * The deep link a sign-in returns to (lib/return-to.ts); company sign-in carries it to the SSO
   * start, and the sign-up link to the sign-up, which ends there too.
   */
  returnTo: string;
}

export function LoginScreen({ onSignedIn, navigate, returnTo }: LoginScreenProps) {
  const { t } = useTranslation('auth');
  const title = t('login.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className={classes.screen}>
      <div className={classes.heading}>
        <h1 className={lightUi.title}>{title}</h1>
        <p className={lightUi.dimmed}>{t('login.subtitle')}</p>
      </div>
      <LoginForm onSignedIn={onSignedIn} navigate={navigate} />
      <SsoLink returnTo={returnTo} />
      <p className={classes.footer}>
        {t('login.noAccount')}{' '}
        <PageLink
          to={withReturnTo('/auth/sign-up', returnTo)}
          navigate={navigate}
          className={classes.footerLink}
        >
          {t('login.signUp')}
        </PageLink>
      </p>
    </div>
  );
}

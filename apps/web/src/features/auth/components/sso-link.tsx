import { IconKey } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withReturnTo } from '../../../lib/return-to';
import { runtimeConfig } from '../../../lib/runtime-config';
import { lightUi } from '../../../components/light-ui';
import { getAuthSettings } from '../api/get-auth-settings';
import classes from './login-screen.module.css';

/**
 * "Sign in with SSO", shown only when the provider has single sign-on switched on
 * (GET /settings/auth, docs/product.md §7); without Mantine or TanStack Query, for the login's
 * light page. A failed look-up shows no button. The start address carries the deep link the login
 * page was given, so the company sign-in comes back there (docs/product.md §10).
 */
export function SsoLink({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('auth');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!runtimeConfig().isSsoAvailable) return;
    let isCurrent = true;
    getAuthSettings()
      .then((settings) => {
        if (isCurrent && settings.is_sso_activated && settings.sso_login_url) setUrl(settings.sso_login_url);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);
  if (!url) return null;
  return (
    <>
      <p className={classes.divider}>{t('login.or')}</p>
      <a href={withReturnTo(url, returnTo)} className={`${lightUi.button} ${classes.sso}`}>
        <IconKey size={18} aria-hidden />
        {t('login.sso')}
      </a>
    </>
  );
}

import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginScreen } from '../features/auth/components/login-screen';
import { saveSignIn } from '../features/auth/sign-in-result';
import { toastAfterLoad } from '../lib/carried-toast';
import { useProviderBackground } from '../join/provider-theme';
import { returnPathOf } from '../lib/return-to';
import { clearCachedTheme } from '../lib/theme/theme-cache';
import classes from './login-card.module.css';

/**
 * The login screen on an opaque card, over the provider's `main_background` under an 80% tint of
 * the secondary colour when one is set (as the SPA's auth layout, brand-backdrop.module.css). A
 * sign-in loads the SPA at the allowed `return_to` deep link of the address (lib/return-to.ts),
 * else home, which shows the "Logged in" toast.
 */
export function LoginCard() {
  const { t } = useTranslation('auth');
  const returnTo = returnPathOf(window.location.search);
  const background = useProviderBackground();
  return (
    <>
      {background && (
        <div
          className={classes.backdrop}
          style={{ '--aq-main-background': `url("${background}")` } as CSSProperties}
          aria-hidden
        />
      )}
      <div className={classes.card}>
        <LoginScreen
          returnTo={returnTo}
          onSignedIn={(result) => {
            if (!saveSignIn(result, t)) return;
            // A new session gets its own theme (docs/product.md §4), as the SPA's session listener does.
            clearCachedTheme();
            toastAfterLoad(t('toasts.loggedIn'), 'success');
            window.location.assign(returnTo);
          }}
        />
      </div>
    </>
  );
}

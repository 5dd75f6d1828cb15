import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getSession } from '../../../lib/session';
import { ssoLogin } from '../api/sso-login';
import { useCompleteSignIn } from './use-complete-sign-in';

const TOKEN_PARAM = 'token';

/**
 * Single sign-on hand-over (docs/product.md §7): when the address has a `token` and there is no
 * session, exchange it through POST /sso/login, then remove it from the address bar.
 * Returns true while the exchange runs.
 */
export function useSsoExchange(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const token = new URLSearchParams(location.search).get(TOKEN_PARAM);
  const shouldExchange = token !== null && getSession().token === null;
  const [isExchanging, setIsExchanging] = useState(shouldExchange);
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!shouldExchange || startedFor.current === token) return;
    startedFor.current = token;
    setIsExchanging(true);
    const params = new URLSearchParams(location.search);
    params.delete(TOKEN_PARAM);
    const cleanUrl = `${location.pathname}${params.size ? `?${params.toString()}` : ''}${location.hash}`;
    ssoLogin(token)
      .then((result) => {
        // Signed in: stay on the deep link the sign-in started from, without the token.
        if (!completeSignIn(result, cleanUrl)) void navigate(cleanUrl, { replace: true });
      })
      .catch(() => {
        void navigate(cleanUrl, { replace: true });
      })
      .finally(() => {
        setIsExchanging(false);
      });
  }, [shouldExchange, token, location, navigate, completeSignIn]);

  return isExchanging && shouldExchange;
}

import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useSsoExchange } from '../../features/auth/hooks/use-sso-exchange';
import { isPresenterLocation } from '../../features/live/model/presenter';
import { setUnauthorizedHandler } from '../../lib/unauthorized';
import { loginAddressFrom } from '../../lib/return-to';
import { isSignedOutOnPurpose, useSession } from '../../lib/session';
import { guardRedirect, LOGIN_PATH } from '../guards';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';

/** The frame of every page: header, the routed layout, footer (not in presenter mode); applies the routing rules. */
export function RootLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const isExchangingSso = useSsoExchange();

  useEffect(() => {
    setUnauthorizedHandler(() => {
      // A 401 on the login page itself (a wrong password) keeps its address and deep link.
      const { pathname, search, hash } = window.location;
      if (pathname === LOGIN_PATH) return;
      void navigate(loginAddressFrom(`${pathname}${search}${hash}`), { replace: true });
    });
  }, [navigate]);

  if (isExchangingSso) {
    return (
      <Center mih="100vh">
        <Loader aria-label="…" />
      </Center>
    );
  }
  const redirect = guardRedirect(location.pathname, session.token !== null, location.search, location.hash);
  // Someone who signed out or deleted their account has nothing to come back to: the bare login page.
  const hasNoWayBack = session.token === null && isSignedOutOnPurpose() && redirect?.startsWith(LOGIN_PATH);
  if (redirect) return <Navigate to={hasNoWayBack ? LOGIN_PATH : redirect} replace />;

  // A host's screen on a projector shows the game alone: no header, bell or footer.
  if (isPresenterLocation(location.pathname, location.search)) return <Outlet />;
  return (
    <>
      <AppHeader />
      <Outlet />
      <AppFooter />
    </>
  );
}

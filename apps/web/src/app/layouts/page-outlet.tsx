import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorPage } from '../routes/route-error-page';

/** The routed page, with a loader while its chunk arrives and an error page if it cannot. */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteErrorPage} resetKeys={[pathname]}>
      <Suspense
        fallback={
          <Center mih="50vh">
            <Loader />
          </Center>
        }
      >
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

import { Route, Routes } from 'react-router';
import { lazyPage } from './lazy-page';
import { AuthLayout } from './layouts/auth-layout';
import { DefaultLayout } from './layouts/default-layout';
import { RootLayout } from './layouts/root-layout';

/** Every route of docs/product.md §2 (and the admin's authoring screens) and its layout; each page is its own chunk. */
const defaultPages = {
  '/': lazyPage(() => import('./routes/home-page')),
  '/categories': lazyPage(() => import('./routes/categories-page')),
  '/dashboard': lazyPage(() => import('./routes/dashboard-page')),
  '/event-categories': lazyPage(() => import('./routes/event-categories-page')),
  '/events': lazyPage(() => import('./routes/events-page')),
  '/events/:id': lazyPage(() => import('./routes/event-page')),
  '/game/:pin/lobby': lazyPage(() => import('./routes/game-lobby-page')),
  '/game/:pin/play': lazyPage(() => import('./routes/game-play-page')),
  '/game/:pin/start': lazyPage(() => import('./routes/game-start-page')),
  '/host': lazyPage(() => import('./routes/host-page')),
  '/host/:pin': lazyPage(() => import('./routes/host-pin-page')),
  '/join': lazyPage(() => import('./routes/join-page')),
  '/join-game': lazyPage(() => import('./routes/join-game-page')),
  '/player-game/:key/create': lazyPage(() => import('./routes/player-game-create-page')),
  '/profile': lazyPage(() => import('./routes/profile-page')),
  '/children': lazyPage(() => import('./routes/children-page')),
  '/admin/users': lazyPage(() => import('./routes/admin/users-page')),
  '/admin/scim': lazyPage(() => import('./routes/admin/scim-page')),
  '/admin/sso-domains': lazyPage(() => import('./routes/admin/sso-domains-page')),
  '/admin/audit': lazyPage(() => import('./routes/admin/audit-page')),
  '/admin/content': lazyPage(() => import('./routes/admin/content-page')),
  '/admin/content/categories/:id': lazyPage(() => import('./routes/admin/category-games-page')),
  '/admin/content/games/new': lazyPage(() => import('./routes/admin/new-game-page')),
  '/admin/content/games/:id': lazyPage(() => import('./routes/admin/game-editor-page')),
  '/admin/reports': lazyPage(() => import('./routes/admin/reports-page')),
  '/admin/reports/people': lazyPage(() => import('./routes/admin/report-people-page')),
  '/admin/reports/people/:id': lazyPage(() => import('./routes/admin/report-person-page')),
  '/admin/reports/evidence': lazyPage(() => import('./routes/admin/evidence-page')),
  '/admin/events/:id/report': lazyPage(() => import('./routes/admin/event-report-page')),
  '/admin/lookups': lazyPage(() => import('./routes/admin/lookups-page')),
  '/admin/branding': lazyPage(() => import('./routes/admin/branding-page')),
  '/admin/overview': lazyPage(() => import('./routes/admin/overview-page')),
  '/admin/events': lazyPage(() => import('./routes/admin/events-page')),
  '/admin/events/new': lazyPage(() => import('./routes/admin/event-editor-page')),
  '/admin/events/:id': lazyPage(() => import('./routes/admin/event-editor-page')),
  '/admin/event-categories': lazyPage(() => import('./routes/admin/event-categories-page')),
  '/admin/sign-in': lazyPage(() => import('./routes/admin/sign-in-page')),
  '/admin/sign-in/oidc/new': lazyPage(() => import('./routes/admin/oidc-connection-page')),
  '/admin/sign-in/oidc/:id': lazyPage(() => import('./routes/admin/oidc-connection-page')),
  '/admin/sign-in/saml/new': lazyPage(() => import('./routes/admin/saml-connection-page')),
  '/admin/sign-in/saml/:id': lazyPage(() => import('./routes/admin/saml-connection-page')),
  '*': lazyPage(() => import('./routes/not-found-page')),
};

/** The auth layout: /auth/* and the children of /categories (docs/product.md §2). */
const authPages = {
  '/auth/login': lazyPage(() => import('./routes/auth/login-page')),
  '/auth/sign-up': lazyPage(() => import('./routes/auth/sign-up-page')),
  '/auth/account-type': lazyPage(() => import('./routes/auth/account-type-page')),
  '/auth/check-code': lazyPage(() => import('./routes/auth/check-code-page')),
  '/auth/forget-password': lazyPage(() => import('./routes/auth/forget-password-page')),
  '/auth/reset-password': lazyPage(() => import('./routes/auth/reset-password-page')),
  '/auth/complete-info': lazyPage(() => import('./routes/auth/complete-info-page')),
  '/auth/fitbit-callback': lazyPage(() => import('./routes/auth/fitbit-callback-page')),
  '/auth/sso-error': lazyPage(() => import('./routes/auth/sso-error-page')),
  '/auth/sso': lazyPage(() => import('./routes/auth/sso-chooser-page')),
  '/categories/:id': lazyPage(() => import('./routes/category-page')),
  '/categories/:id/games/:gameId': lazyPage(() => import('./routes/game-page')),
  '/categories/kahoot/:id': lazyPage(() => import('./routes/kahoot-page')),
  '/categories/quiz': lazyPage(() => import('./routes/quiz-page')),
};

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<DefaultLayout />}>
          {Object.entries(defaultPages).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        <Route element={<AuthLayout />}>
          {Object.entries(authPages).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Route>
    </Routes>
  );
}

import { ActionIcon, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogin, IconLogout } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { canHaveChildren } from '@awarequest/contracts';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { logout } from '../../features/auth/api/logout';
import { useProviderTheme } from '../../features/settings/hooks/use-provider-theme';
import { runtimeConfig } from '../../lib/runtime-config';
import { useSession } from '../../lib/session';
import { toastSuccess } from '../../lib/toast';
import { LOGIN_PATH } from '../guards';
import classes from './app-header.module.css';
import { visibleNavLinks } from './nav-links';
import { useScrollCue } from './use-scroll-cue';
import { useActiveLinkInView } from './use-active-link-in-view';

const MobileNav = lazy(() => import('./mobile-nav'));
// Only admins see it, so its menu (and the positioning code under it) loads for them alone.
const AdminMenu = lazy(() => import('./admin-menu'));

export function AppHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const theme = useProviderTheme();
  const [isMenuOpen, menu] = useDisclosure(false);
  // The drawer's code loads the first time the menu opens.
  const [hasOpenedMenu, setHasOpenedMenu] = useState(false);
  const isLoggedIn = session.token !== null;
  const { pathname } = useLocation();
  const isOnLoginPage = pathname === LOGIN_PATH;
  const user = session.user;
  const isParent = user !== null && !user.parent_id && canHaveChildren(user.account_type);
  const links = visibleNavLinks(isLoggedIn, user?.role, isParent);
  const adminLinks = links.filter((link) => link.isAdminOnly);
  const navRef = useActiveLinkInView<HTMLDivElement>(pathname);
  useScrollCue(navRef);

  const signOut = async () => {
    await logout();
    toastSuccess(t('header.loggedOut'));
    void navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <header className={classes.header}>
      <a className="aq-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {/* Wider than the pages' column: an admin who is also a parent has eight entries to fit. */}
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="lg" wrap="nowrap" miw={0}>
            <Burger
              opened={isMenuOpen}
              onClick={() => {
                setHasOpenedMenu(true);
                menu.toggle();
              }}
              hiddenFrom="lg"
              size="sm"
              color="var(--aq-sidebar-font)"
              aria-label={t(isMenuOpen ? 'nav.closeMenu' : 'nav.openMenu')}
            />
            <Link to="/" className={classes.brand} aria-label={runtimeConfig().appName}>
              <Logo appName={runtimeConfig().appName} src={theme.logo} />
            </Link>
            <Group
              ref={navRef}
              component="nav"
              aria-label={t('nav.label')}
              gap={2}
              visibleFrom="lg"
              wrap="nowrap"
              className={classes.nav}
            >
              {links
                .filter((link) => !link.isAdminOnly)
                .map((link) => (
                  <NavLink key={link.to} to={link.to} end={link.to === '/'} className={classes.link}>
                    {t(link.key)}
                  </NavLink>
                ))}
              {adminLinks.length > 0 && (
                <Suspense fallback={<span className={classes.link}>{t('nav.admin')}</span>}>
                  <AdminMenu links={adminLinks} />
                </Suspense>
              )}
            </Group>
          </Group>
          <Group gap={4} wrap="nowrap">
            {isLoggedIn && <NotificationsBell />}
            <LanguageSwitch />
            <ColorSchemeToggle />
            {isLoggedIn ? (
              <>
                <Button
                  variant="subtle"
                  color="gray"
                  c="inherit"
                  leftSection={<IconLogout size={18} className="aq-mirror" />}
                  onClick={() => void signOut()}
                  visibleFrom="xl"
                >
                  {t('header.logout')}
                </Button>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  c="inherit"
                  size="lg"
                  aria-label={t('header.logout')}
                  title={t('header.logout')}
                  onClick={() => void signOut()}
                  visibleFrom="xs"
                  hiddenFrom="xl"
                >
                  <IconLogout size={20} className="aq-mirror" />
                </ActionIcon>
              </>
            ) : isOnLoginPage ? null : (
              <>
                <Button
                  component={Link}
                  to={LOGIN_PATH}
                  leftSection={<IconLogin size={18} className="aq-mirror" />}
                  visibleFrom="xs"
                >
                  {t('header.login')}
                </Button>
                <ActionIcon
                  component={Link}
                  to={LOGIN_PATH}
                  size="lg"
                  aria-label={t('header.login')}
                  hiddenFrom="xs"
                >
                  <IconLogin size={20} className="aq-mirror" />
                </ActionIcon>
              </>
            )}
          </Group>
        </Group>
      </Container>
      {hasOpenedMenu && (
        <Suspense fallback={null}>
          <MobileNav
            isOpen={isMenuOpen}
            onClose={menu.close}
            links={links}
            onSignOut={isLoggedIn ? () => void signOut() : undefined}
          />
        </Suspense>
      )}
    </header>
  );
}

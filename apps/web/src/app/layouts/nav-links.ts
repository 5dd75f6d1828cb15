/**
 * The header's navigation; `isPublic` links show to visitors who are not signed in,
 * `isAdminOnly` ones only to admins (the `user` cookie's role).
 */
export const NAV_LINKS = [
  { to: '/', key: 'nav.home', isPublic: false, isAdminOnly: false },
  { to: '/categories', key: 'nav.categories', isPublic: false, isAdminOnly: false },
  { to: '/join', key: 'nav.join', isPublic: true, isAdminOnly: false },
  { to: '/host', key: 'nav.host', isPublic: false, isAdminOnly: false },
  { to: '/dashboard', key: 'nav.dashboard', isPublic: false, isAdminOnly: false },
  { to: '/profile', key: 'nav.profile', isPublic: false, isAdminOnly: false },
  { to: '/admin/overview', key: 'nav.overview', isPublic: false, isAdminOnly: true },
  { to: '/admin/content', key: 'nav.content', isPublic: false, isAdminOnly: true },
  { to: '/admin/events', key: 'nav.adminEvents', isPublic: false, isAdminOnly: true },
  { to: '/admin/event-categories', key: 'nav.adminEventCategories', isPublic: false, isAdminOnly: true },
  { to: '/admin/reports', key: 'nav.reports', isPublic: false, isAdminOnly: true },
  { to: '/admin/lookups', key: 'nav.lookups', isPublic: false, isAdminOnly: true },
  { to: '/admin/users', key: 'nav.users', isPublic: false, isAdminOnly: true },
  { to: '/admin/scim', key: 'nav.scim', isPublic: false, isAdminOnly: true },
  { to: '/admin/sso-domains', key: 'nav.ssoDomains', isPublic: false, isAdminOnly: true },
  { to: '/admin/audit', key: 'nav.audit', isPublic: false, isAdminOnly: true },
  { to: '/admin/branding', key: 'nav.branding', isPublic: false, isAdminOnly: true },
  { to: '/admin/sign-in', key: 'nav.signIn', isPublic: false, isAdminOnly: true },
  { to: '/children', key: 'nav.children', isPublic: false, isAdminOnly: false, isParentOnly: true },
] as const;

export type NavLinkItem = (typeof NAV_LINKS)[number];

/**
 * The links a visitor, a player or an admin sees; `isParentOnly` ones only to family and team
 * accounts (which may have child accounts).
 */
export function visibleNavLinks(
  isLoggedIn: boolean,
  role: string | undefined,
  isParent = false,
): NavLinkItem[] {
  return NAV_LINKS.filter(
    (link) =>
      (isLoggedIn || link.isPublic) &&
      (!link.isAdminOnly || (isLoggedIn && role === 'admin')) &&
      (!('isParentOnly' in link) || (isLoggedIn && isParent)),
  );
}

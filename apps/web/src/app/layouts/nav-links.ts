/** The header's navigation; `isPublic` links show to visitors who are not signed in. */
export const NAV_LINKS = [
  { to: '/', key: 'nav.home', isPublic: false },
  { to: '/categories', key: 'nav.categories', isPublic: false },
  { to: '/join', key: 'nav.join', isPublic: true },
  { to: '/host', key: 'nav.host', isPublic: false },
  { to: '/dashboard', key: 'nav.dashboard', isPublic: false },
  { to: '/profile', key: 'nav.profile', isPublic: false },
] as const;

/** The site navigation (SPEC §2), in header order. */
export const NAV_ITEMS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/country', label: 'Country' },
  { to: '/contact', label: 'Contact' },
] as const;

// The main navigation and the sub-sections of each area, in one place.

/** One link of the main navigation. */
export interface NavItem {
  label: string;
  /** Where the link goes. */
  to: string;
  /** Path prefix that marks the link current (e.g. every /transactions/* screen). */
  section: string;
  /** Icon name (see NavIcon). */
  icon: 'home' | 'assets' | 'transactions' | 'contacts' | 'apps' | 'settings';
  /** Shown only in the wide side navigation; phones reach it from the header or an area's tabs. */
  wideOnly?: boolean;
}

/** Main navigation, in order. */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Home', to: '/home', section: '/home', icon: 'home' },
  { label: 'Assets', to: '/balances', section: '/balances', icon: 'assets' },
  {
    label: 'Transactions',
    to: '/transactions/queue',
    section: '/transactions',
    icon: 'transactions',
  },
  {
    label: 'Address book',
    to: '/address-book',
    section: '/address-book',
    icon: 'contacts',
    wideOnly: true,
  },
  { label: 'Apps', to: '/apps', section: '/apps', icon: 'apps' },
  {
    label: 'Settings',
    to: '/settings/setup',
    section: '/settings',
    icon: 'settings',
    wideOnly: true,
  },
];

/** One tab inside an area. */
export interface SectionTab {
  label: string;
  to: string;
  /** Further paths that belong to this tab (detail screens). */
  also?: readonly string[];
}

/** Tabs per area, keyed by the area's path prefix. */
export const SECTION_TABS: Readonly<Record<string, readonly SectionTab[]>> = {
  '/balances': [
    { label: 'Tokens', to: '/balances' },
    { label: 'NFTs', to: '/balances/nfts' },
  ],
  '/transactions': [
    { label: 'Queue', to: '/transactions/queue', also: ['/transactions/tx'] },
    { label: 'History', to: '/transactions/history' },
    { label: 'Messages', to: '/transactions/messages', also: ['/transactions/msg'] },
  ],
  '/settings': [
    { label: 'Setup', to: '/settings/setup' },
    { label: 'Notifications', to: '/settings/notifications' },
    { label: 'Address book', to: '/address-book' },
  ],
  '/address-book': [
    { label: 'Setup', to: '/settings/setup' },
    { label: 'Notifications', to: '/settings/notifications' },
    { label: 'Address book', to: '/address-book' },
  ],
};

/** The area (key of SECTION_TABS) that `pathname` belongs to, if any. */
export function sectionOf(pathname: string): string | undefined {
  return Object.keys(SECTION_TABS).find(
    (section) => pathname === section || pathname.startsWith(`${section}/`),
  );
}

// The main navigation and the sub-sections of each area, in one place.
import { ROUTES } from '../../session/routes/links';

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
  { label: 'Home', to: ROUTES.home, section: ROUTES.home, icon: 'home' },
  { label: 'Assets', to: ROUTES.balances, section: ROUTES.balances, icon: 'assets' },
  {
    label: 'Transactions',
    to: ROUTES.queue,
    section: '/transactions',
    icon: 'transactions',
  },
  {
    label: 'Address book',
    to: ROUTES.addressBook,
    section: ROUTES.addressBook,
    icon: 'contacts',
    wideOnly: true,
  },
  { label: 'Apps', to: ROUTES.apps, section: ROUTES.apps, icon: 'apps' },
  {
    label: 'Settings',
    to: ROUTES.setup,
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
    { label: 'Tokens', to: ROUTES.balances },
    { label: 'NFTs', to: ROUTES.nfts },
  ],
  '/transactions': [
    { label: 'Queue', to: ROUTES.queue, also: [ROUTES.transaction] },
    { label: 'History', to: ROUTES.history },
    { label: 'Messages', to: ROUTES.messages, also: [ROUTES.message] },
  ],
  '/settings': [
    { label: 'Setup', to: ROUTES.setup },
    { label: 'Notifications', to: ROUTES.notifications },
    { label: 'E-mail alerts', to: ROUTES.emailAlerts },
    { label: 'Address book', to: ROUTES.addressBook },
  ],
  '/address-book': [
    { label: 'Setup', to: ROUTES.setup },
    { label: 'Notifications', to: ROUTES.notifications },
    { label: 'E-mail alerts', to: ROUTES.emailAlerts },
    { label: 'Address book', to: ROUTES.addressBook },
  ],
};

/** The area (key of SECTION_TABS) that `pathname` belongs to, if any. */
export function sectionOf(pathname: string): string | undefined {
  return Object.keys(SECTION_TABS).find(
    (section) => pathname === section || pathname.startsWith(`${section}/`),
  );
}

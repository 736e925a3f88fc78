// Small line icons for the navigation (inline SVG, decorative: the link text names the target).
import type { NavItem } from './navItems';

const PATHS: Record<NavItem['icon'] | 'new', string> = {
  new: 'M12 5v14M5 12h14',
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5',
  assets: 'M4 7h16v12H4zM4 7l2.5-3h11L20 7M15 13h2',
  transactions: 'M5 8h13l-3.5-3.5M19 16H6l3.5 3.5',
  contacts: 'M6 3.5h12v17H6zM9 3.5v17M12.5 9h3M12.5 13h3',
  apps: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  // Sliders, not a cog: a cog's rays read as a brightness control at this size.
  settings:
    'M4 7h9m4 0h3M13 7a2 2 0 1 0 4 0 2 2 0 1 0-4 0M4 17h3m4 0h9M7 17a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
};

/** The icon for a navigation item. */
export function NavIcon({ name }: { name: NavItem['icon'] | 'new' }) {
  return (
    <svg
      className="nav-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

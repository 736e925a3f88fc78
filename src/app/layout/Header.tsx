// App header: brand, the Safe and wallet bar (handed in by the route table, loaded lazily), Install
// and the theme switch. Until the bar's code arrives the Safe in view is shown as plain text.
import { Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { NavIcon } from '../navigation/NavIcon';
import { ROUTES, homeLink, withSafe } from '../../session/routes/links';
import { useSafeParam } from '../../session/routes/useSafeParam';
import { InstallButton } from '../pwa/InstallButton';
import { ThemeToggle } from '../theme/ThemeToggle';

/** Shortens `eth:0x1234…abcd` for the header. */
function shortSafe(safe: string): string {
  const match = /^([^:]+):(0x[0-9a-fA-F]{40})$/.exec(safe);
  if (!match) return safe;
  const [, prefix, address] = match;
  return `${prefix}:${address.slice(0, 6)}…${address.slice(-4)}`;
}

/** Props of Header. */
export interface HeaderProps {
  /** The open Safe's switcher and the wallet (features/shared/header, through app/routes.tsx). */
  bar?: ReactNode;
}

/** The banner landmark. */
export function Header({ bar }: HeaderProps) {
  const safe = useSafeParam();
  const { pathname } = useLocation();
  const inSettings = pathname.startsWith('/settings/') || pathname === '/address-book';
  const plainSafe = safe ? (
    <p className="current-safe" title={safe}>
      <span className="visually-hidden">Safe: </span>
      {shortSafe(safe)}
    </p>
  ) : null;
  return (
    <header className="app-header">
      <Link className="brand" to={homeLink(safe)}>
        <img src="/favicon.svg" alt="" width="28" height="28" />
        <span>Countersign</span>
      </Link>
      {bar ? <Suspense fallback={plainSafe}>{bar}</Suspense> : plainSafe}
      <div className="header-actions">
        <InstallButton />
        <ThemeToggle />
        {/* Phones: Settings lives here, the bottom bar keeps four roomy tabs. */}
        <Link
          className="icon-button narrow-only"
          to={withSafe(ROUTES.setup, safe)}
          aria-label="Settings"
          aria-current={inSettings ? 'page' : undefined}
        >
          <NavIcon name="settings" />
        </Link>
      </div>
    </header>
  );
}

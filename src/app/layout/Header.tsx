// App header, one row of fixed height: brand (wide screens), the Safe and wallet bar (handed in by
// the route table, loaded lazily), "New transaction" (wide screens; phones have it in the bottom
// bar) and the menu. Until the bar's code arrives the Safe in view is shown as plain text in the
// same reserved space, so nothing moves when it lands. The bar's code is asked for only once the
// header has painted and the first screen is up (its data drawn, or a first touch): asked during
// the first render, its ~15 requests (on the welcome screen with the shared screens chunk, ~70 KB)
// went out ahead of the screen's own first paint, and asked at the header's paint (~20 KB) they
// still shared the network with the screen's rows.
import { Suspense, useContext, type ReactNode } from 'react';
import { usePaintedOnce } from '../../session/paint/usePaintedOnce';
import { Link, useLocation } from '../../router';
import { homeLink, linkHref, newTransactionLink } from '../../session/routes/links';
import { useSafeParam } from '../../session/routes/useSafeParam';
import { offersNewTransaction } from '../navigation/newTransactionPlaces';
import { FirstScreenUpContext } from '../firstScreenUp';
import { HeaderMenu } from './HeaderMenu';

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
  const painted = usePaintedOnce();
  const firstScreenUp = useContext(FirstScreenUpContext);
  const barWanted = painted && firstScreenUp;
  const { pathname } = useLocation();
  const plainSafe = safe ? (
    <p className="current-safe" title={safe}>
      <span className="visually-hidden">Safe: </span>
      {shortSafe(safe)}
    </p>
  ) : null;
  return (
    <header className="app-header">
      <Link className="brand" to={homeLink(safe)}>
        <span className="brand-mark" aria-hidden="true" />
        <span>Countersign</span>
      </Link>
      <div className="header-bar-slot">
        {bar && barWanted ? <Suspense fallback={plainSafe}>{bar}</Suspense> : plainSafe}
      </div>
      {safe && offersNewTransaction(pathname, safe) && (
        <Link
          className="button primary new-tx-header-link"
          to={linkHref(newTransactionLink(safe))}
          data-testid="new-transaction"
        >
          New transaction
        </Link>
      )}
      <HeaderMenu safe={safe} />
    </header>
  );
}

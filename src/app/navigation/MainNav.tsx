// Main navigation: a bottom tab bar on phones, a side bar on wide screens (CSS decides). On phones
// "New" sits in the bar's middle on the screens that offer a new transaction, so it covers nothing.
import { Link, useLocation } from '../../router';
import { MAIN_NAV } from './navItems';
import { NavIcon } from './NavIcon';
import { offersNewTransaction } from './newTransactionPlaces';
import { linkHref, newTransactionLink, withSafe } from '../../session/routes/links';
import { useSafeParam } from '../../session/routes/useSafeParam';

/** The main navigation landmark. */
export function MainNav() {
  const safe = useSafeParam();
  const { pathname } = useLocation();
  const items = MAIN_NAV.map((item) => {
    const current = pathname === item.section || pathname.startsWith(`${item.section}/`);
    return (
      <li key={item.to} className={item.wideOnly ? 'wide-only' : undefined}>
        <Link
          to={withSafe(item.to, safe)}
          className={current ? 'nav-link active' : 'nav-link'}
          aria-current={current ? 'page' : undefined}
        >
          <NavIcon name={item.icon} />
          <span className="nav-label">{item.label}</span>
        </Link>
      </li>
    );
  });
  if (safe && offersNewTransaction(pathname, safe)) {
    // After Assets: the middle of the phone bar, in reach of a thumb.
    items.splice(
      2,
      0,
      <li key="new" className="narrow-only">
        <Link
          to={linkHref(newTransactionLink(safe))}
          className="nav-link nav-new"
          aria-label="New transaction"
          data-testid="new-transaction-nav"
        >
          <NavIcon name="new" />
          <span className="nav-label" aria-hidden="true">
            New
          </span>
        </Link>
      </li>,
    );
  }
  return (
    <nav className="main-nav" aria-label="Main">
      <ul>{items}</ul>
    </nav>
  );
}

// Main navigation: a bottom tab bar on phones, a side bar on wide screens (CSS decides).
import { Link, useLocation } from 'react-router';
import { MAIN_NAV } from './navItems';
import { NavIcon } from './NavIcon';
import { withSafe } from '../../session/routes/links';
import { useSafeParam } from '../../session/routes/useSafeParam';

/** The main navigation landmark. */
export function MainNav() {
  const safe = useSafeParam();
  const { pathname } = useLocation();
  return (
    <nav className="main-nav" aria-label="Main">
      <ul>
        {MAIN_NAV.map((item) => {
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
        })}
      </ul>
    </nav>
  );
}

// Tabs between the screens of one area (Queue / History / Messages, …), keeping `?safe=`.
import { Link, useLocation } from 'react-router';
import { SECTION_TABS, sectionOf } from './navItems';
import { withSafe } from '../../session/routes/links';
import { useSafeParam } from '../../session/routes/useSafeParam';

/** The area's tab bar, or nothing outside an area with tabs. */
export function SectionTabs() {
  const safe = useSafeParam();
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  if (!section) return null;
  const tabs = SECTION_TABS[section];
  return (
    <nav className="section-tabs" aria-label="Section">
      <ul>
        {tabs.map((tab) => {
          const current = pathname === tab.to || (tab.also ?? []).includes(pathname);
          return (
            <li key={tab.to}>
              <Link
                to={withSafe(tab.to, safe)}
                className={current ? 'tab active' : 'tab'}
                aria-current={current ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

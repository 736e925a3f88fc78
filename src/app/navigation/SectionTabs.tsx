// Tabs between the screens of one area (Queue / History / Messages, …), keeping `?safe=`.
import { Link, useLocation } from '../../router';
import { SECTION_TABS, sectionOf } from './navItems';
import { withSafe } from '../../session/routes/links';
import { useSafeParam } from '../../session/routes/useSafeParam';

/** The tabs of the area `pathname` is in (none outside an area with tabs). */
function tabsOf(pathname: string) {
  const section = sectionOf(pathname);
  return section ? (SECTION_TABS[section] ?? []) : [];
}

/** The area's tab bar, or nothing outside an area with tabs. */
export function SectionTabs() {
  const safe = useSafeParam();
  const { pathname, state } = useLocation();
  // A details screen opened from a list highlights that list's tab (History, not Queue).
  const fromTab = (state as { fromTab?: unknown } | null)?.fromTab;
  const tabs = tabsOf(pathname);
  const opener = tabs.find((tab) => tab.to === fromTab);
  if (tabs.length === 0) return null;
  return (
    <nav className="section-tabs" aria-label="Section">
      <ul>
        {tabs.map((tab) => {
          const current =
            pathname === tab.to || (opener ? opener === tab : (tab.also ?? []).includes(pathname));
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

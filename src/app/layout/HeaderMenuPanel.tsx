// The header menu's content: Settings, Address book, Outbox, the theme and Install. Loaded when the
// menu first opens (see HeaderMenu).
import { Link, useLocation } from '../../router';
import { ROUTES, outboxLink, withSafe } from '../../session/routes/links';
import { InstallButton } from '../pwa/InstallButton';
import { ThemeToggle } from '../theme/ThemeToggle';

/** The menu's links and controls for the open Safe (`safe`, kept in every link). */
export default function HeaderMenuPanel({ safe }: { safe: string | null }) {
  const { pathname } = useLocation();
  const current = (path: string) =>
    pathname === path || pathname.startsWith(`${path}/`) ? ('page' as const) : undefined;
  return (
    <>
      <nav aria-label="More">
        <ul className="plain-list">
          <li>
            <Link to={withSafe(ROUTES.setup, safe)} aria-current={current('/settings')}>
              Settings
            </Link>
          </li>
          <li>
            <Link
              to={withSafe(ROUTES.addressBook, safe)}
              aria-current={current(ROUTES.addressBook)}
            >
              Address book
            </Link>
          </li>
          <li>
            <Link to={outboxLink(safe)} aria-current={current(ROUTES.outbox)}>
              Outbox
            </Link>
          </li>
        </ul>
      </nav>
      <ThemeToggle />
      <InstallButton />
    </>
  );
}

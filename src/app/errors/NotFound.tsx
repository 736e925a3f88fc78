// The 404 screen for paths the app does not know.
import { Link, useLocation } from '../../router';
import { homeLink } from '../../session/routes/links';
import { useSafeParam } from '../../session/routes/useSafeParam';

/** "Page not found", with a way back. */
export function NotFound() {
  const { pathname } = useLocation();
  const safe = useSafeParam();
  return (
    <section className="screen not-found" aria-labelledby="screen-title">
      <p className="status-code">404</p>
      <h1 id="screen-title">Page not found</h1>
      <p>
        There is no screen at <code>{pathname}</code>.
      </p>
      <Link className="button primary" to={homeLink(safe)}>
        Go home
      </Link>
    </section>
  );
}

// Error element of the routes: a failed screen (render error, chunk that could not load) shows
// the error inside the layout, so navigation keeps working.
import { useLocation, useNavigate, useRouteError } from '../../router';
import { homeLink } from '../../session/routes/links';
import { ErrorPanel } from './ErrorPanel';

/** Route error boundary. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const safe = new URLSearchParams(location.search).get('safe');
  return (
    <ErrorPanel
      error={error}
      // A new navigation to the same URL clears the route's error and loads or renders it again.
      onRetry={() => navigate(location, { replace: true, state: { retry: Date.now() } })}
      onHome={() => navigate(homeLink(safe))}
    />
  );
}

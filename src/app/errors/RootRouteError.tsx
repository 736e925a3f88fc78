// Error element of the root (layout) route: the layout itself failed, so render without it.
import { useLocation, useNavigate, useRouteError } from '../../router';
import { ErrorPanel } from './ErrorPanel';

/** Root route error boundary. */
export function RootRouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <main className="app-error" id="main">
      <ErrorPanel
        error={error}
        onRetry={() => navigate(location, { replace: true, state: { retry: Date.now() } })}
        onHome={() => navigate('/', { replace: true })}
      />
    </main>
  );
}

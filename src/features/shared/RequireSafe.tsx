// Screen wrapper for Safe-level screens: renders the children only for a valid, resolved Safe and
// otherwise says why not and what to do (with a way back to the welcome screen).
import type { ReactNode } from 'react';
import { Link, Navigate } from '../../router';
import { describeError } from '../../session/errors/describeError';
import { ROUTES } from '../../session/routes/links';
import { useSafeLiveUpdates } from '../../session/live/useSafeLiveUpdates';
import { useSafeParam } from '../../session/routes/useSafeParam';
import { LiveActivityNote } from './LiveActivityNote';
import { useCurrentSafe, type CurrentSafe } from './useCurrentSafe';
import { ErrorState, LoadingState, OfflineState } from './StatePanels';

/** The `ready` variant of CurrentSafe. */
export type ReadySafe = Extract<CurrentSafe, { status: 'ready' }>;

/** Props of RequireSafe. */
export interface RequireSafeProps {
  children: (safe: ReadySafe) => ReactNode;
}

/** Resolves the URL's Safe and renders `children(safe)` once it is ready. */
export function RequireSafe({ children }: RequireSafeProps) {
  const safe = useCurrentSafe();
  const param = useSafeParam();
  // No Safe in the link at all (`/home`): the welcome screen is where one is chosen.
  if (!param?.trim()) return <Navigate to={ROUTES.welcome} replace />;
  if (safe.status === 'ready') return <LiveSafe safe={safe}>{children(safe)}</LiveSafe>;
  return (
    <>
      {param && (
        <p className="hint">
          Safe <code className="address">{param}</code>
        </p>
      )}
      <NotReady safe={safe} />
    </>
  );
}

/**
 * Keeps the ready Safe's data live (polling, refetch on change) and marks what changed. When the
 * gateway has no Safe at the address, every screen says so the same way instead of its own error.
 */
function LiveSafe({ safe, children }: { safe: ReadySafe; children: ReactNode }) {
  const { activity, notFound, retry } = useSafeLiveUpdates({
    chainId: safe.chainId,
    safeAddress: safe.safeAddress,
  });
  if (notFound) return <NoSafeHere safe={safe} error={notFound} onRetry={retry} />;
  return (
    <>
      <LiveActivityNote activity={activity} />
      {children}
    </>
  );
}

/** The gateway answered 404 for the Safe: what that means and what to check. */
function NoSafeHere({
  safe,
  error,
  onRetry,
}: {
  safe: ReadySafe;
  error: unknown;
  onRetry: () => void;
}) {
  const chainName = safe.chain.chainName;
  return (
    <div className="state-panel error" role="alert">
      <p className="state-title">
        No Safe at this address on {chainName} — check the address and the chain prefix
      </p>
      <p>
        The gateway knows no Safe at this address on {chainName}. Check the address, and that the
        prefix “{safe.shortName}:” is the network the Safe was created on.
      </p>
      <p className="error-detail">The gateway said: {describeError(error)}</p>
      <div className="row-actions">
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
        <Link className="button" to={ROUTES.welcome}>
          Open a Safe
        </Link>
      </div>
    </div>
  );
}

function NotReady({ safe }: { safe: Exclude<CurrentSafe, { status: 'ready' }> }) {
  switch (safe.status) {
    case 'loading':
      return <LoadingState label="Loading chain information…" />;
    case 'offline':
      return <OfflineState what="the list of chains" onRetry={safe.retry} />;
    case 'error':
      return (
        <ErrorState
          title="Chain information could not be loaded"
          error={safe.error}
          onRetry={safe.retry}
        />
      );
    case 'invalid':
    case 'unknown-chain':
      return (
        <div className="state-panel error" role="alert">
          <p className="state-title">
            {safe.status === 'invalid' ? 'This Safe link is not valid' : 'Unknown chain'}
          </p>
          <p>{safe.message}</p>
          <Link className="button" to={ROUTES.welcome}>
            Open a Safe
          </Link>
        </div>
      );
  }
}

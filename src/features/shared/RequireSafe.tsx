// Screen wrapper for Safe-level screens: renders the children only for a valid, resolved Safe and
// otherwise says why not and what to do (with a way back to the welcome screen).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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

/** Keeps the ready Safe's data live (polling, refetch on change) and marks what changed. */
function LiveSafe({ safe, children }: { safe: ReadySafe; children: ReactNode }) {
  const activity = useSafeLiveUpdates({ chainId: safe.chainId, safeAddress: safe.safeAddress });
  return (
    <>
      <LiveActivityNote activity={activity} />
      {children}
    </>
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
          <Link className="button" to="/welcome">
            Open a Safe
          </Link>
        </div>
      );
  }
}

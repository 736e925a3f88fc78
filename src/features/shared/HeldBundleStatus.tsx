// What a screen opened from a held bundle shows until the bundle is read: a loader, the read's
// error with a retry, or that this device holds no such bundle, with the way to import it.
import { Link } from '../../router';
import type { HeldBundleState } from '../../session/bundles/useHeldBundle';
import { ROUTES } from '../../session/routes/links';
import { ErrorState, LoadingState } from './StatePanels';

/** A held bundle that is not (yet) there to show. */
export type UnreadHeldBundle = Exclude<HeldBundleState, { status: 'ready' }> & {
  reload: () => void;
};

/** The loading, error or "not held here" state of a held bundle. */
export function HeldBundleStatus({
  held,
  missingTitle,
}: {
  held: UnreadHeldBundle;
  /** What is missing, in the screen's words. */
  missingTitle: string;
}) {
  if (held.status === 'loading') return <LoadingState label="Reading the bundle…" />;
  if (held.status === 'error') {
    return (
      <ErrorState title="The bundle could not be read" error={held.error} onRetry={held.reload} />
    );
  }
  return (
    <div className="state-panel error" role="alert">
      <p className="state-title">{missingTitle}</p>
      <p>Open the bundle file or link again to import it.</p>
      <Link className="button" to={ROUTES.bundles}>
        Import a bundle
      </Link>
    </div>
  );
}

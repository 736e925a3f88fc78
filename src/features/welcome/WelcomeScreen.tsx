// Welcome: no Safe loaded yet. Open a Safe by chain + address, find the Safes of an owner (the
// connected wallet's or a typed address), or reopen a recent one.
import { ErrorState, OfflineState } from '../shared/StatePanels';
import { moduleAfterPaint, useModuleAfterPaint } from '../shared/useModuleAfterPaint';
import { useChains } from '../shared/useChains';
import { usePaintedOnce } from '../../session/paint/usePaintedOnce';
import { OpenSafeForm } from './OpenSafeForm';
import { RecentSafes } from './RecentSafes';

// The owned-Safes card needs the wallet session and the shared screen code; loaded once the screen
// has painted, so its first paint (open a Safe, recent Safes) neither waits for that code nor
// shares the network with it.
const ownedSafes = moduleAfterPaint(() => import('./OwnedSafes'));

/** The welcome screen. */
export function WelcomeScreen() {
  // The chain list only fills the form's chain picker: asked once the screen has painted, so its
  // answer does not land in the middle of the first render.
  const chainsQuery = useChains({ enabled: usePaintedOnce() });
  const OwnedSafes = useModuleAfterPaint(ownedSafes)?.OwnedSafes;
  return (
    <section className="screen welcome" aria-labelledby="screen-title">
      <h1 id="screen-title">Welcome to Countersign</h1>
      <p className="lead">
        Review, sign and execute the transactions of your Safe multisig accounts — also when the
        network is gone.
      </p>
      {chainsQuery.fetchStatus === 'paused' && chainsQuery.chains.length === 0 && (
        <OfflineState what="the list of chains" onRetry={() => void chainsQuery.refetch()} />
      )}
      {chainsQuery.isError && chainsQuery.chains.length === 0 && (
        <ErrorState
          title="The list of chains could not be loaded"
          error={chainsQuery.error}
          onRetry={() => void chainsQuery.refetch()}
        >
          <p>You can still open a Safe by its full link address (eth:0x…) once it loads.</p>
        </ErrorState>
      )}
      <div className="cards">
        <OpenSafeForm chains={chainsQuery.chains} chainsLoading={chainsQuery.isPending} />
        <RecentSafes />
        {OwnedSafes ? (
          <OwnedSafes chains={chainsQuery.chains} />
        ) : (
          <p role="status" className="hint">
            Loading your Safes…
          </p>
        )}
      </div>
    </section>
  );
}

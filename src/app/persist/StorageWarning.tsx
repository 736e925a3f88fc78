// Says so when this device could not save data for offline use (storage full or IndexedDB broken):
// the user would otherwise find the data missing later, offline, with no idea why.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { persistStatus } from '../../query/persist/persistStatus';

// Its words and the clear action load only when saving failed.
const StorageWarningBody = lazy(() => import('./StorageWarningBody'));

/** The storage warning (an always-present polite live region, empty while saving works). */
export function StorageWarning() {
  const status = useSyncExternalStore(
    persistStatus.subscribe,
    persistStatus.get,
    persistStatus.get,
  );
  return (
    <div className="storage-warning-region" role="status" aria-live="polite">
      {status.kind !== 'ok' && (
        <Suspense fallback={null}>
          <StorageWarningBody status={status} />
        </Suspense>
      )}
    </div>
  );
}

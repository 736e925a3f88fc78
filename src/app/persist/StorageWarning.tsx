// Says so when this device could not save data for offline use (storage full or IndexedDB broken):
// the user would otherwise find the data missing later, offline, with no idea why.
import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useState, useSyncExternalStore } from 'react';
import { persistStatus } from '../../query/persist/persistStatus';
import { clearPersistedQueries } from '../../query/persist/clearPersistedQueries';

/** The storage warning (an always-present polite live region, empty while saving works). */
export function StorageWarning() {
  const status = useSyncExternalStore(
    persistStatus.subscribe,
    persistStatus.get,
    persistStatus.get,
  );
  // Optional: the layout also renders in tests without a QueryClient.
  const queryClient = useContext(QueryClientContext);
  const [clearing, setClearing] = useState(false);

  async function clearSaved() {
    setClearing(true);
    try {
      await clearPersistedQueries();
      persistStatus.set({ kind: 'ok' });
      // Save what is on screen again into the freed space.
      await queryClient?.refetchQueries({ type: 'active' });
    } finally {
      setClearing(false);
    }
  }

  return (
    <div className="storage-warning-region" role="status" aria-live="polite">
      {status.kind === 'quota' && (
        <div className="storage-warning">
          <p>
            <strong>This device is out of storage space.</strong> New data is shown but not saved
            for offline use. Free up space on the device, or clear Countersign’s saved data (your
            address book and settings stay).
          </p>
          <button
            type="button"
            className="button"
            onClick={() => void clearSaved()}
            disabled={clearing}
          >
            {clearing ? 'Clearing…' : 'Clear saved data'}
          </button>
        </div>
      )}
      {status.kind === 'error' && (
        <p className="storage-warning">
          <strong>Data cannot be saved on this device</strong> ({status.message}). Countersign works
          online, but nothing will be available offline. Private browsing often causes this.
        </p>
      )}
    </div>
  );
}

// What the storage warning says, loaded only when saving has failed (rarely; off the entry).
import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import type { PersistStatus } from '../../query/persist/persistStatus';
import { persistStatus } from '../../query/persist/persistStatus';
import { clearPersistedQueries } from '../../query/persist/clearPersistedQueries';

/** Props of StorageWarningBody. */
export interface StorageWarningBodyProps {
  status: PersistStatus;
}

/** The quota message with "Clear saved data", or why nothing can be saved. */
export default function StorageWarningBody({ status }: StorageWarningBodyProps) {
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

  if (status.kind === 'quota') {
    return (
      <div className="storage-warning">
        <p>
          <strong>This device is out of storage space.</strong> New data is shown but not saved for
          offline use. Free up space on the device, or clear Countersign’s saved data (your address
          book and settings stay).
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
    );
  }
  if (status.kind === 'error') {
    return (
      <p className="storage-warning">
        <strong>Data cannot be saved on this device</strong> ({status.message}). Countersign works
        online, but nothing will be available offline. Private browsing often causes this.
      </p>
    );
  }
  return null;
}

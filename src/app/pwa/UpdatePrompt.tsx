// The persistent "new version" toast. It stays until the user chooses to reload.
import { useState, useSyncExternalStore } from 'react';
import { applyUpdate, updateWaiting } from './serviceWorker';

/** Shows "A new version of Countersign is ready." with a Reload button while an update waits. */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(updateWaiting.subscribe, updateWaiting.get, () => false);
  const [reloading, setReloading] = useState(false);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {waiting && (
        <div className="toast">
          <p>A new version of Countersign is ready.</p>
          <button
            type="button"
            className="button primary"
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              applyUpdate().catch((error: unknown) => {
                console.error('Update could not be applied', error);
                setReloading(false);
              });
            }}
          >
            {reloading ? 'Reloading…' : 'Reload'}
          </button>
        </div>
      )}
    </div>
  );
}

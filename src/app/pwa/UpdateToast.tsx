// The "new version" toast itself, loaded only once an update waits (off the entry).
import { useState } from 'react';
import { applyUpdate } from './serviceWorker';

/** "A new version of Countersign is ready." with a Reload button. */
export default function UpdateToast() {
  const [reloading, setReloading] = useState(false);
  return (
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
  );
}

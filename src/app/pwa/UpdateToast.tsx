// The "new version" toast itself, loaded only once an update waits (off the entry).
import { useEffect, useState } from 'react';
import { applyUpdate } from './serviceWorker';

/**
 * How long after Reload the toast says what to do if nothing happened: Chromium may keep the new
 * worker waiting while the old one is busy (see quietForActivation); closing every window of the
 * app ends that.
 */
export const UPDATE_STUCK_AFTER_MS = 10_000;

/** "A new version of Countersign is ready." with a Reload button. */
export default function UpdateToast({ stuckAfterMs = UPDATE_STUCK_AFTER_MS }) {
  const [reloading, setReloading] = useState(false);
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    if (!reloading) return;
    const timer = setTimeout(() => setStuck(true), stuckAfterMs);
    return () => clearTimeout(timer);
  }, [reloading, stuckAfterMs]);
  return (
    <div className="toast">
      <div className="toast-text">
        <p>A new version of Countersign is ready.</p>
        {stuck && (
          <p className="toast-note">
            The old version is still finishing its work. If the app does not reload soon, close
            every Countersign window and tab (or the installed app) and open it again.
          </p>
        )}
      </div>
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

// The persistent "new version" toast. It stays until the user chooses to reload.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { updateWaiting } from './serviceWorker';

const UpdateToast = lazy(() => import('./UpdateToast'));

/** Shows "A new version of Countersign is ready." with a Reload button while an update waits. */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(updateWaiting.subscribe, updateWaiting.get, () => false);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {waiting && (
        <Suspense fallback={null}>
          <UpdateToast />
        </Suspense>
      )}
    </div>
  );
}
